import FeatureFlagsClient
import FeatureFlagsClientTesting
import ScaffoldingTesting
import Settings
import SharedModels
import Testing

extension SettingsCoordinator.Dependencies {
  /// Dependencies whose every closure fails the test that calls it: start from these and set
  /// only the closures the test expects Settings to use. Its flags are at their defaults, and
  /// loading or setting one fails.
  public static var failing: Self {
    Self(
      preferences: { try unimplemented("SettingsCoordinator.Dependencies.preferences") },
      savePreferences: { _ in try unimplemented("SettingsCoordinator.Dependencies.savePreferences") },
      deleteAccount: { try unimplemented("SettingsCoordinator.Dependencies.deleteAccount") },
      signInIsRecent: { try unimplemented("SettingsCoordinator.Dependencies.signInIsRecent") },
      confirmPassword: { _ in try unimplemented("SettingsCoordinator.Dependencies.confirmPassword") },
      featureFlags: FeatureFlags(client: .failing))
  }
}
