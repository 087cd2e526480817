import SharedModels

extension AuthCoordinator {
  /// What Auth needs from the app: it owns no accounts itself, so the app can back it with a
  /// real store, an in-memory one for tests, or a fake in a feature's own example app.
  ///
  /// Each closure throws an error whose description is the sentence the user should read
  /// (wrong password with the attempts left, a locked account, a taken username).
  public struct Dependencies {
    /// Checks a username and password and returns the session.
    public var signIn: @MainActor (_ username: String, _ password: String) throws -> Session
    /// Creates an account and returns the session it is signed in with.
    public var register: @MainActor (_ username: String, _ displayName: String, _ password: String) throws -> Session
    /// Starts a password reset for a username; reveals nothing about whether it exists.
    public var requestPasswordReset: @MainActor (_ username: String) throws -> Void

    /// Dependencies backed by the given closures.
    public init(
      signIn: @escaping @MainActor (_ username: String, _ password: String) throws -> Session,
      register:
        @escaping @MainActor (_ username: String, _ displayName: String, _ password: String) throws ->
        Session,
      requestPasswordReset: @escaping @MainActor (_ username: String) throws -> Void
    ) {
      self.signIn = signIn
      self.register = register
      self.requestPasswordReset = requestPasswordReset
    }
  }

  /// Why Auth refused a form before asking the app, worded for the user.
  public enum SignInError: Error, Equatable, CustomStringConvertible {
    /// A required field was empty.
    case missing(field: String)

    /// The sentence the screen shows.
    public var description: String {
      switch self {
      case .missing(let field): "enter a \(field)"
      }
    }
  }
}
