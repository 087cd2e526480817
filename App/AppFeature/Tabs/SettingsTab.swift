import AppData
import Scaffolding
import Settings
import SharedModels

extension AppTab {
  /// Preferences and the account; signing out and deleting the account end the session.
  static let settings = AppTab(
    "settings", label: TabLabel("Settings", systemImage: "gear"), offersSignOut: true,
    make: { context in
      SettingsCoordinator(session: context.session, dependencies: .live(context)) { outcome in
        switch outcome {
        case .signedOut: context.end(.signedOut)
        case .accountDeleted: context.end(.accountDeleted)
        }
      }
    },
    preview: { report in
      SettingsCoordinator(
        session: Session(userID: UserID("preview"), displayName: "Preview User"), dependencies: .preview()
      ) { outcome in report("Settings completed: \(outcome)") }
    })
}

extension SettingsCoordinator.Dependencies {
  /// Settings' needs met by the app's stores, for the signed-in user. Each first goes through
  /// the environment's simulated network (its latency, an outage), as a request would; writes
  /// go through `context.write`, which ends the session when the account is gone. Only `await`
  /// hops reach the stores, whatever actor they run on. Its flags are the app's.
  @MainActor
  static func live(_ context: TabContext) -> Self {
    let environment = context.environment
    let stores = environment.stores
    let session = context.session
    return Self(
      preferences: { try await environment.request { try await stores.preferences.preferences(for: session.userID) } },
      savePreferences: { value in
        try await environment.request {
          try await context.write { try await stores.preferences.save(value, for: session) }
        }
      },
      deleteAccount: {
        try await environment.request { try await context.write { try await stores.accounts.deleteAccount(session) } }
      },
      signInIsRecent: { await context.recentSignIn.isRecent },
      confirmPassword: { password in
        try await environment.request {
          try await context.write {
            // Checked as a sign-in is: a wrong password counts toward the lockout.
            let proved = try await stores.accounts.signIn(username: session.userID.rawValue, password: password)
            guard proved.accountKey == session.accountKey else { throw SessionEndedError() }
          }
        }
        await context.recentSignIn.proved()
      },
      featureFlags: context.featureFlags)
  }
}
