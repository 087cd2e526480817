import ModName
import ScaffoldingTesting
import Testing

extension ModNameCoordinator.Dependencies {
  /// Dependencies whose every closure fails the test that calls it: start from these and set
  /// only the closures the test expects ModName to use.
  public static var failing: Self {
    Self(
      choices: { try unimplemented("ModNameCoordinator.Dependencies.choices") },
      submit: { _ in try unimplemented("ModNameCoordinator.Dependencies.submit") })
  }
}
