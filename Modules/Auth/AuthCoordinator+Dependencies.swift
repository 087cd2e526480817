import Scaffolding
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
}

extension AuthCoordinator.Dependencies {
  /// Auth without the app, for previews and tests: the accounts live in memory, keyed by
  /// username with their passwords in clear (fake data only), each displayed by its username;
  /// creating one adds it with the display name given.
  @MainActor
  public static func preview(accounts: [String: String] = ["preview": "password"]) -> Self {
    let book = PreviewAccounts(accounts.mapValues { (password: $0, displayName: nil) })
    return Self(
      signIn: { username, password in
        guard let account = book.accounts[username], account.password == password else {
          throw ScreenActionError("wrong username or password")
        }
        return Session(userID: UserID(username), displayName: account.displayName ?? username)
      },
      register: { username, displayName, password in
        guard book.accounts[username] == nil else { throw ScreenActionError("'\(username)' is taken") }
        book.accounts[username] = (password, displayName)
        return Session(userID: UserID(username), displayName: displayName)
      },
      requestPasswordReset: { _ in })
  }
}

/// The accounts a preview signs in with; a class so every closure of one preview shares them.
@MainActor
private final class PreviewAccounts {
  /// Each username's password and, for accounts created in the preview, display name.
  var accounts: [String: (password: String, displayName: String?)]

  init(_ accounts: [String: (password: String, displayName: String?)]) {
    self.accounts = accounts
  }
}
