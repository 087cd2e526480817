import Auth

extension AuthCoordinator.Dependencies {
  /// Auth's needs met by the app's account store.
  @MainActor
  static func live(_ environment: AppEnvironment) -> Self {
    let accounts = environment.stores.accounts
    return Self(
      signIn: { username, password in try accounts.signIn(username: username, password: password) },
      register: { username, displayName, password in
        try accounts.register(username: username, displayName: displayName, password: password)
      },
      requestPasswordReset: { _ in })
  }
}
