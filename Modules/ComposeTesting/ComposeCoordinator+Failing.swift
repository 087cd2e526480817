import Compose
import ScaffoldingTesting
import SharedModels
import Testing

extension ComposeCoordinator.Dependencies {
  /// Dependencies whose every closure fails the test that calls it: start from these and set
  /// only the closures the test expects compose to use.
  public static var failing: Self {
    Self(
      publish: { _, _ in try unimplemented("ComposeCoordinator.Dependencies.publish") },
      loadDraft: { try unimplemented("ComposeCoordinator.Dependencies.loadDraft") },
      saveDraft: { _ in try unimplemented("ComposeCoordinator.Dependencies.saveDraft") })
  }
}
