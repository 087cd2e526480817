import Scaffolding
import ScaffoldingTesting
import Settings
import SharedModels
import Testing

/// Settings' navigation, event by event: an exhaustive recording fails on any event not asserted.
@MainActor
@Suite("Settings navigation events")
struct SettingsNavigationEventsTests {
  @Test("the account page and the delete cover emit exactly these events")
  func events() async throws {
    let settings = SettingsCoordinator(
      session: Session(userID: UserID("preview"), displayName: "Preview User"), dependencies: .preview()
    ) { _ in }
    try recordNavigation(of: settings) { recorder in
      try perform("account", on: settings)
      recorder.expectNext(.push(SettingsCoordinator.Destinations.Meta.account))
      try perform("delete-account", on: settings)
      recorder.expectNext(.present(SettingsCoordinator.Destinations.Meta.deleteAccount, as: .fullScreenCover))
      try perform("cancel", on: settings)
      recorder.expectNext(.dismiss(SettingsCoordinator.Destinations.Meta.deleteAccount))
    }
    await settings.settled()
  }
}
