import Scaffolding

/// The Settings tab's first screen: where each setting lives.
struct SettingsListScreen: Screen {
  func body(in context: ScreenContext) -> ScreenBody {
    let settings = context.nearest(SettingsCoordinator.self)
    let preferences = settings?.dependencies.preferences()
    return ScreenBody(
      title: "Settings",
      lines: [
        "Signed in as @\(settings?.session.userID.rawValue ?? "nobody").",
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
