import SharedModels

extension AuthCoordinator {
  /// What Auth needs from the app: it owns no accounts itself, so the app can back it with a
  /// real store, an in-memory one for tests, or a fake in a feature's own example app.
  public struct Dependencies {
    /// Checks a username and password; returns the session or throws a ``SignInError``.
    public var signIn: @MainActor (_ username: String, _ password: String) throws -> Session

    /// Dependencies backed by the given closure.
    public init(signIn: @escaping @MainActor (_ username: String, _ password: String) throws -> Session) {
      self.signIn = signIn
    }
  }

  /// Why a sign-in was refused, worded for the user.
  public enum SignInError: Error, Equatable, CustomStringConvertible {
    /// Unknown username or wrong password; deliberately not saying which.
    case invalidCredentials
    /// A required field was empty.
    case missing(field: String)

    /// The sentence the login screen shows.
    public var description: String {
      switch self {
      case .invalidCredentials: "wrong username or password"
      case .missing(let field): "enter a \(field)"
      }
    }
  }
}
