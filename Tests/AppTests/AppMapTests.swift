import Testing

@testable import AppFeature

/// The map of the demo app, whichever features it has: what signing in and the tab bar give
/// it. Each feature's own screens are asserted with its row (`Tabs/<Feature>TabTests+Map.swift`).
@MainActor
@Suite("The app map")
struct AppMapTests {
  @Test("signing in swaps the root to the first tab's first screen")
  func signIn() async throws {
    let map = try await demoMap.value
    let first = try #require(map.transitions.first { $0.from == "login" && $0.action == "login" })
    #expect(first.kind == .root)
    #expect(first.to.hasPrefix("\(try #require(AppTab.all.first).name)/"))
    #expect(map.outcome(of: "create-account", on: "login") == "createAccount (push)")
    #expect(map.screen("login")?.link == "app://login")
  }

  @Test("each tab of the bar is a tab transition from another tab's first screen")
  func tabs() async throws {
    let map = try await demoMap.value
    // The demo data keeps every flag at its default.
    let bar = AppTab.all.filter { $0.flag?.isOnByDefault ?? true }
    for tab in bar where bar.count > 1 {
      let selections = map.transitions.filter { $0.action == "tab \(tab.name)" }
      #expect(!selections.isEmpty, "no transition selects \(tab.name)")
      #expect(selections.allSatisfy { $0.kind == .tab && $0.to.hasPrefix("\(tab.name)/") })
    }
  }

  @Test("the walk gives the same map every time")
  func deterministic() async throws {
    #expect(try await AppMap.walk() == demoMap.value)
  }
}
