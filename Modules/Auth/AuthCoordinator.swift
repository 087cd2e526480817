import Scaffolding
import SharedModels

/// The signed-out journey: sign in, create an account, or ask for a password reset, ending
/// with a ``Session`` for the app.
///
/// The module's only public symbol. It knows nothing about what follows sign-in: it hands
/// ``Outcome/signedIn(_:)`` to `onComplete`, and the app decides what to show next (its root
/// swap tears this coordinator down, so Auth never dismisses itself).
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

  /// Checks the credentials with the app and completes the flow on success.
  func signIn(username: String, password: String) throws {
    try require(username, named: "username")
    try require(password, named: "password")
    onComplete(.signedIn(try dependencies.signIn(username, password)))
  }

  /// Creates the account with the app and completes the flow signed in as it.
  func register(username: String, displayName: String, password: String) throws {
    try require(username, named: "username")
    try require(displayName, named: "display name")
    try require(password, named: "password")
    onComplete(.signedIn(try dependencies.register(username, displayName, password)))
  }

  /// Asks the app to start a reset, closes the sheet and tells the user what happens next.
  func requestReset(username: String) throws {
    try require(username, named: "username")
    try dependencies.requestPasswordReset(username)
    notice.post("If '\(username)' has an account, reset instructions are on their way.")
    popToRoot()
  }

  private func require(_ value: String, named field: String) throws {
    guard !value.allSatisfy(\.isWhitespace) else { throw ScreenActionError("enter a \(field)") }
  }
}
