import Home
import ScaffoldingTesting
import SharedModels
import Testing

extension HomeCoordinator.Dependencies {
  /// Dependencies whose every closure fails the test that calls it: start from these and set
  /// only the closures the test expects Home to use. Its compose fails the test and shows a
  /// ``StandInFlow`` that returns nothing Home reads.
  @MainActor
  public static var failing: Self {
    Self(
      feedPage: { _, _ in try unimplemented("HomeCoordinator.Dependencies.feedPage") },
      item: { _ in try unimplemented("HomeCoordinator.Dependencies.item") },
      related: { _ in try unimplemented("HomeCoordinator.Dependencies.related") },
      compose: {
        unimplemented("HomeCoordinator.Dependencies.compose", placeholder: StandInFlow("Compose", returning: ()))
      })
  }
}
