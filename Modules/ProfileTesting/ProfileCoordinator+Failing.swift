import FeatureFlagsClient
import FeatureFlagsClientTesting
import Profile
import ScaffoldingTesting
import SharedModels
import Testing

extension ProfileCoordinator.Dependencies {
  /// Dependencies whose every closure fails the test that calls it: start from these and set
  /// only the closures the test expects Profile to use. Its compose fails the test and shows a
  /// ``StandInFlow`` that returns nothing Profile reads; its flags are at their defaults, and
  /// loading or setting one fails.
  @MainActor
  public static var failing: Self {
    Self(
      profile: { _ in try unimplemented("ProfileCoordinator.Dependencies.profile") },
      save: { _ in try unimplemented("ProfileCoordinator.Dependencies.save") },
      posts: { _ in try unimplemented("ProfileCoordinator.Dependencies.posts") },
      compose: {
        unimplemented("ProfileCoordinator.Dependencies.compose", placeholder: StandInFlow("Compose", returning: ()))
      },
      featureFlags: FeatureFlags(client: .failing))
  }
}
