import Auth
import ScaffoldingTesting
import SharedModels
import Testing

extension AuthCoordinator.Dependencies {
  /// Dependencies whose every closure fails the test that calls it: start from these and set
  /// only the closures the test expects Auth to use.
  public static var failing: Self {
    Self(
      signIn: { _, _ in try unimplemented("AuthCoordinator.Dependencies.signIn") },
      register: { _, _, _ in try unimplemented("AuthCoordinator.Dependencies.register") },
      requestPasswordReset: { _ in try unimplemented("AuthCoordinator.Dependencies.requestPasswordReset") })
  }
}
