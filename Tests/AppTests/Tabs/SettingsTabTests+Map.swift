import Testing

@testable import AppFeature

/// Settings in the map of the demo app: its pages and its ways out.
@MainActor
@Suite("Settings tab in the app map")
struct SettingsTabMapTests {
  let account = "settings/account"

  @Test("the list pushes the account page, which has its link")
  func accountPage() async throws {
    let map = try await demoMap.value
    #expect(map.outcome(of: "account", on: "settings/list") == "\(account) (push)")
    #expect(map.screen(account)?.link == "app://settings/account")
  }

  @Test("the account page signs out to login, and covers the app to delete the account, a cover no link names")
  func waysOut() async throws {
    let map = try await demoMap.value
    #expect(map.outcome(of: "sign-out", on: account) == "login (root)")
    #expect(map.outcome(of: "delete-account", on: account) == "settings/deleteAccount/warning (cover)")
    #expect(map.screen("settings/deleteAccount/warning").map { $0.link == nil } == true)
  }

  @Test("set, on each preference page and the features page, is on the map, staying on its page")
  func setActions() async throws {
    let map = try await demoMap.value
    for page in ["appearance", "notifications", "features"] {
      #expect(map.outcome(of: "set", on: "settings/\(page)") == "settings/\(page) (stay)")
    }
  }
}
