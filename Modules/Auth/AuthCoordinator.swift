import Scaffolding
import SharedModels

/// The signed-out journey: sign in, create an account, or ask for a password reset, ending
/// with a ``Session`` for the app.
///
/// The module's only public symbol. It knows nothing about what follows sign-in: it hands
/// ``Outcome/signedIn(_:)`` to `onComplete`, and the app decides what to show next (its root
/// swap tears this coordinator down, so Auth never dismisses itself).
///
/// Each form sends what the user typed from a task of its own screen (`FormModel`): the
/// screen shows the attempt in flight and any refusal, and leaving it (or the app swapping
/// Auth away) cancels the attempt.
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

  /// The login form; its task sends the credentials each `login` submits, and a session
  /// completes the flow.
  func login() -> some Screen {
    let model = FormModel<Credentials>()
    return LoginScreen(model: model).task(id: model.attempt) { [weak self, dependencies] task in
      await task.send(
        model, with: { try await dependencies.signIn($0.username, $0.password.text) },
        then: { self?.onComplete(.signedIn($0)) })
    }
  }

  /// The sign-up form; its task sends each `create`, and the new account's session completes
  /// the flow.
  func createAccount() -> some Screen {
    let model = FormModel<NewAccount>()
    return CreateAccountScreen(model: model).task(id: model.attempt) { [weak self, dependencies] task in
      await task.send(
        model, with: { try await dependencies.register($0.username, $0.displayName, $0.password.text) },
        then: { self?.onComplete(.signedIn($0)) })
    }
  }

  /// The reset sheet; its task sends each `reset`, then closes the sheet with a notice.
  func forgotPassword() -> some Screen {
    let model = FormModel<String>()
    return ForgotPasswordScreen(model: model).task(id: model.attempt) { [weak self, dependencies] task in
      await task.send(
        model,
        with: { username in
          try await dependencies.requestPasswordReset(username)
          return username
        },
        then: { self?.resetRequested(for: $0) })
    }
  }

  /// Checks the credentials are filled in and asks the login form to send them.
  func signIn(username: String, password: String, on model: FormModel<Credentials>) throws {
    try require(username, named: "username")
    try require(password, named: "password")
    model.submit(Credentials(username: username, password: Secret(text: password)))
  }

  /// Checks the sign-up form is filled in and asks it to create the account.
  func register(username: String, displayName: String, password: String, on model: FormModel<NewAccount>) throws {
    try require(username, named: "username")
    try require(displayName, named: "display name")
    try require(password, named: "password")
    model.submit(NewAccount(username: username, displayName: displayName, password: Secret(text: password)))
  }

  /// Checks a username is given and asks the reset sheet to send the request.
  func requestReset(username: String, on model: FormModel<String>) throws {
    try require(username, named: "username")
    model.submit(username)
  }

  /// Closes the reset sheet and tells the user, on login, what happens next.
  private func resetRequested(for username: String) {
    notice.post("If '\(username)' has an account, reset instructions are on their way.")
    popToRoot()
  }

  private func require(_ value: String, named field: String) throws {
    guard !value.allSatisfy(\.isWhitespace) else { throw ScreenActionError("enter a \(field)") }
  }
}
