import Auth

extension AuthCoordinator.Dependencies {
  /// Auth's needs met by the app's account store. Each closure waits out the simulated network
  /// first (``AppEnvironment/request(isolation:_:)``), then awaits the store, as a client of a
  /// remote account service would: only `await` hops, so the closures stay as they are
  /// whichever actor the store runs on.
  @MainActor
  static func live(_ environment: AppEnvironment) -> Self {
    let accounts = environment.stores.accounts
    return Self(
      signIn: { username, password in
        try await environment.request { try await accounts.signIn(username: username, password: password) }
      },
      register: { username, displayName, password in
        try await environment.request {
          try await accounts.register(username: username, displayName: displayName, password: password)
        }
      },
      requestPasswordReset: { _ in try await environment.request {} })
  }
}
