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
  /// Settings' needs met by the app's stores, for the signed-in user.
  @MainActor
  static func live(_ context: TabContext) -> Self {
    let stores = context.environment.stores
    let session = context.session
    return Self(
      preferences: { try stores.preferences.preferences(for: session.userID) },
      savePreferences: { value in try context.writeNow { try stores.preferences.save(value, for: session) } },
      deleteAccount: { try context.writeNow { try stores.accounts.deleteAccount(session) } })
  }
}
