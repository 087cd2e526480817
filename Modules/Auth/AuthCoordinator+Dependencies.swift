import SharedModels

extension AuthCoordinator {
  /// What Auth needs from the app: it owns no accounts itself, so the app can back it with a
  /// real store, an in-memory one for tests, or a fake in a feature's own example app.
  ///
  /// Each closure is I/O, so it is `async`, may run on any actor, and honours cancellation
  /// (the form that asked was closed). It throws an error whose description is the sentence
  /// the user should read (wrong password with the attempts left, a locked account, a taken
  /// username).
  public struct Dependencies: Sendable {
    /// Checks a username and password and returns the session.
    public var signIn: @Sendable (_ username: String, _ password: String) async throws -> Session
    /// Creates an account and returns the session it is signed in with.
    public var register:
      @Sendable (_ username: String, _ displayName: String, _ password: String) async throws -> Session
    /// Starts a password reset for a username; reveals nothing about whether it exists.
    public var requestPasswordReset: @Sendable (_ username: String) async throws -> Void

    /// Dependencies backed by the given closures.
    public init(
      signIn: @escaping @Sendable (_ username: String, _ password: String) async throws -> Session,
      register:
        @escaping @Sendable (_ username: String, _ displayName: String, _ password: String) async throws ->
        Session,
      requestPasswordReset: @escaping @Sendable (_ username: String) async throws -> Void
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
  /// creating one adds it with the display name given. Usable from any actor.
  public static func preview(accounts: [String: String] = ["preview": "password"]) -> Self {
    let accounts = PreviewStore(accounts.mapValues { (password: $0, displayName: String?.none) })
    return Self(
      signIn: { username, password in
        try await accounts.with { accounts in
          guard let account = accounts[username], account.password == password else {
            throw PreviewRefusal(description: "wrong username or password")
          }
          return Session(userID: UserID(username), displayName: account.displayName ?? username)
        }
      },
      register: { username, displayName, password in
        try await accounts.with { accounts in
          guard accounts[username] == nil else { throw PreviewRefusal(description: "'\(username)' is taken") }
          accounts[username] = (password, displayName)
          return Session(userID: UserID(username), displayName: displayName)
        }
      },
      requestPasswordReset: { _ in })
  }
}
