import Scaffolding
import SharedModels

/// The Settings tab's first screen: where each setting lives, and what each is now. The ways
/// elsewhere are offered while the preferences load, and after they failed.
struct SettingsListScreen: LoadedScreen {
  var title: String { "Settings" }

  func frame(in context: ScreenContext) -> ScreenBody {
    let coordinator = context.coordinator(SettingsCoordinator.self)
    return ScreenBody(
      title: title, lines: ["Signed in as @\(coordinator.session.userID)."],
      actions: [
        ScreenAction("appearance", summary: "Choose light, dark or system", on: coordinator) { coordinator, _ in
          coordinator.route(to: .appearance)
        },
        ScreenAction("notifications", summary: "Turn notifications on or off", on: coordinator) { coordinator, _ in
          coordinator.route(to: .notifications)
        },
        ScreenAction("features", summary: "Turn features on or off", on: coordinator) { coordinator, _ in
          coordinator.route(to: .features)
        },
        ScreenAction("account", summary: "Sign out or delete your account", on: coordinator) { coordinator, _ in
          coordinator.route(to: .account)
        },
      ])
  }

  func body(_ preferences: UserPreferences, in context: ScreenContext) -> ScreenBody {
    var body = frame(in: context)
    body.lines += [
      "Appearance: \(preferences.appearance.rawValue)",
      "Notifications: \(preferences.notificationsEnabled ? "on" : "off")",
    ]
    return body
  }
}
