import Scaffolding
import SharedModels

/// The signed-out journey: sign in, create an account, or ask for a password reset, ending
/// with a ``Session`` for the app.
///
/// The module's only public symbol. It knows nothing about what follows sign-in: it hands
/// ``Outcome/signedIn(_:)`` to `onComplete`, and the app decides what to show next (its root
/// swap tears this coordinator down, so Auth never dismisses itself).
///
/// Each form's submit is an asynchronous action, a task of the form's screen: the screen shows
/// it running, and leaving it (or the app swapping Auth away) cancels it. What the user typed,
/// the password included, lives only as long as that call.
public final class AuthCoordinator: FlowCoordinatable {
  /// The flow's navigation state.
  public let stack = FlowStack<AuthCoordinator>(root: .login)
  let dependencies: Dependencies
  private let onComplete: @MainActor (Outcome) -> Void
  /// Tells the user once, on the login screen, what a reset request did.
  let notice = Notice()

  /// A sign-in flow that reports the signed-in session to `onComplete`.
  public init(dependencies: Dependencies, onComplete: @escaping @MainActor (Outcome) -> Void) {
    self.dependencies = dependencies
    self.onComplete = onComplete
  }

  func login() -> some Screen { LoginScreen() }
  func createAccount() -> some Screen { CreateAccountScreen() }
  func forgotPassword() -> some Screen { ForgotPasswordScreen() }

  /// Signs in with the credentials `login` was given, once both are filled in; the session
  /// completes the flow. A refusal is thrown: the sentence the user reads.
  func signIn(username: String, password: String) async throws {
    try require(username, named: "username")
    try require(password, named: "password")
    onComplete(.signedIn(try await dependencies.signIn(username, password)))
  }

  /// Creates the account `create` describes, once the form is filled in, and completes the flow
  /// signed in with it, also when the form has gone meanwhile: the account exists then.
  func register(username: String, displayName: String, password: String) async throws {
    try require(username, named: "username")
    try require(displayName, named: "display name")
    try require(password, named: "password")
    onComplete(.signedIn(try await dependencies.register(username, displayName, password)))
  }

  /// Asks for a password reset for `username`, then closes the sheet and tells the user, on
  /// login, what happens next.
  func requestReset(username: String) async throws {
    try require(username, named: "username")
    try await dependencies.requestPasswordReset(username)
    notice.post("If '\(username)' has an account, reset instructions are on their way.")
    popToRoot()
  }

  private func require(_ value: String, named field: String) throws {
    guard !value.allSatisfy(\.isWhitespace) else { throw ScreenActionError("enter a \(field)") }
  }
}
