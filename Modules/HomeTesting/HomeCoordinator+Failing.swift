import FeatureFlagsClient
import FeatureFlagsClientTesting
import Home
import ScaffoldingTesting
import SharedModels
import Testing

extension HomeCoordinator.Dependencies {
  /// Dependencies whose every closure fails the test that calls it: start from these and set
  /// only the closures the test expects Home to use. Its profile and compose fail the test and
  /// show a ``StandInFlow``; its flags are at their defaults, and loading or setting one fails.
  @MainActor
  public static var failing: Self {
    Self(
      feedPage: { _, _ in try unimplemented("HomeCoordinator.Dependencies.feedPage") },
      item: { _ in try unimplemented("HomeCoordinator.Dependencies.item") },
      related: { _ in try unimplemented("HomeCoordinator.Dependencies.related") },
      markSeen: { _ in try unimplemented("HomeCoordinator.Dependencies.markSeen") },
      profile: { _ in
        unimplemented("HomeCoordinator.Dependencies.profile", placeholder: StandInFlow("Profile", returning: ()))
      },
      compose: {
        unimplemented("HomeCoordinator.Dependencies.compose", placeholder: StandInFlow("Compose", returning: ()))
      },
      featureFlags: FeatureFlags(client: .failing))
  }
}
