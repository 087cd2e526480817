import Scaffolding
import SharedModels

/// The Settings tab's first screen: where each setting lives.
struct SettingsListScreen: Screen {
  /// The body is made again only when the user or the preferences change (see ``Memo``).
  private let memo = Memo<Shown, ScreenBody>()

  /// What the body shows.
  private struct Shown: Equatable {
    let userID: UserID?
    let preferences: UserPreferences?
  }

  func body(in context: ScreenContext) -> ScreenBody {
    let settings = context.nearest(SettingsCoordinator.self)
    let shown = Shown(userID: settings?.session.userID, preferences: settings?.dependencies.preferences())
    return memo.value(for: shown) { shown in Self.body(showing: shown, of: settings) }
  }

  private static func body(showing shown: Shown, of settings: SettingsCoordinator?) -> ScreenBody {
    let preferences = shown.preferences
    return ScreenBody(
      title: "Settings",
      lines: [
        "Signed in as @\(shown.userID?.rawValue ?? "nobody").",
        "Appearance: \(preferences?.appearance.rawValue ?? "?")",
        "Notifications: \(preferences.map { $0.notificationsEnabled ? "on" : "off" } ?? "?")",
      ],
      actions: [
        ScreenAction("appearance", summary: "Choose light, dark or system") { [weak settings] _ in
          settings?.route(to: .appearance)
        },
        ScreenAction("notifications", summary: "Turn notifications on or off") { [weak settings] _ in
          settings?.route(to: .notifications)
        },
        ScreenAction("account", summary: "Sign out or delete your account") { [weak settings] _ in
          settings?.route(to: .account)
        },
      ])
  }
}
