import ScaffoldingTesting
import Settings
import SharedModels
import Testing

extension SettingsCoordinator.Dependencies {
  /// Dependencies whose every closure fails the test that calls it: start from these and set
  /// only the closures the test expects Settings to use.
  @MainActor
  public static var failing: Self {
    Self(
      preferences: { unimplemented("SettingsCoordinator.Dependencies.preferences", placeholder: UserPreferences()) },
      savePreferences: { _ in try unimplemented("SettingsCoordinator.Dependencies.savePreferences") },
      deleteAccount: { try unimplemented("SettingsCoordinator.Dependencies.deleteAccount") })
  }
}
