import Testing

@testable import AppFeature

/// Settings in the map of the demo app: its pages and its ways out.
@MainActor
@Suite("Settings tab in the app map")
struct SettingsTabMapTests {
  let account = "settings/SettingsCoordinator.account"

  @Test("the list pushes the account page, which has its link")
  func accountPage() async {
    let map = await demoMap.value
    #expect(map.outcome(of: "account", on: "settings/SettingsCoordinator.list") == "\(account) (push)")
    #expect(map.screen(account)?.link == "app://settings/account")
  }

  @Test("the account page signs out to login, and covers the app to delete the account, a cover no link names")
  func waysOut() async {
    let map = await demoMap.value
    #expect(map.outcome(of: "sign-out", on: account) == "AuthCoordinator.login (root)")
    #expect(map.outcome(of: "delete-account", on: account) == "settings/DeleteAccountCoordinator.warning (cover)")
    #expect(map.screen("settings/DeleteAccountCoordinator.warning").map { $0.link == nil } == true)
  }
}
