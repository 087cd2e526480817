import Testing

@testable import AppFeature

/// Profile in the map of the demo app: your page and the edit sheet.
@MainActor
@Suite("Profile tab in the app map")
struct ProfileTabMapTests {
  @Test("your page presents the edit sheet, whose link names it, and saving closes it")
  func edit() async throws {
    let map = try await demoMap.value
    let me = "profile/me"
    let edit = try #require(map.transitions.first { $0.from == me && $0.action == "edit" })
    #expect(edit.kind == .sheet)
    #expect(map.screen(edit.to)?.link == "app://profile/edit")
    #expect(map.outcome(of: "save", on: "profile/edit/review") == "\(me) (back)")
  }
}
