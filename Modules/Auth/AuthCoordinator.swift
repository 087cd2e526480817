import Scaffolding
import SharedModels

/// The signed-out journey: the user proves who they are and the app receives a ``Session``.
///
/// The module's only public symbol. It knows nothing about what follows sign-in: it hands the
/// session to `onComplete`, and the app decides what to show next (its root swap tears this
/// coordinator down).
public final class AuthCoordinator: FlowCoordinatable {
  /// The flow's navigation state.
  public let stack = FlowStack<AuthCoordinator>(root: .login)
  let dependencies: Dependencies
  private let onComplete: @MainActor (Session) -> Void

  /// A sign-in flow that reports the signed-in session to `onComplete`.
  public init(dependencies: Dependencies, onComplete: @escaping @MainActor (Session) -> Void) {
    self.dependencies = dependencies
    self.onComplete = onComplete
  }

  func login() -> some Screen { LoginScreen() }

  /// Checks the credentials with the app and completes the flow on success.
  func signIn(username: String, password: String) throws {
    guard !username.isEmpty else { throw SignInError.missing(field: "username") }
    guard !password.isEmpty else { throw SignInError.missing(field: "password") }
    let session = try dependencies.signIn(username, password)
    onComplete(session)
  }
}
