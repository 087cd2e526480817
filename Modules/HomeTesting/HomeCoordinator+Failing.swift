import Home
import ScaffoldingTesting
import SharedModels

extension HomeCoordinator.Dependencies {
  /// Dependencies whose every closure fails the test that calls it: start from these and set
  /// only the closures the test expects Home to use.
  @MainActor
  public static var failing: Self {
    Self(
      feed: { unimplemented("HomeCoordinator.Dependencies.feed", placeholder: []) },
      item: { _ in unimplemented("HomeCoordinator.Dependencies.item", placeholder: nil) },
      related: { _ in unimplemented("HomeCoordinator.Dependencies.related", placeholder: []) },
      publish: { _, _ in try unimplemented("HomeCoordinator.Dependencies.publish") })
  }
}
