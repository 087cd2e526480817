import Scaffolding
import SharedModels

/// The Settings tab's first screen: where each setting lives.
struct SettingsListScreen: Screen {
  func body(in context: ScreenContext) -> ScreenBody {
    let coordinator = context.coordinator(SettingsCoordinator.self)
    var lines = ["Signed in as @\(coordinator.session.userID)."]
    do {
      let preferences = try coordinator.dependencies.preferences()
      lines += [
        "Appearance: \(preferences.appearance.rawValue)",
        "Notifications: \(preferences.notificationsEnabled ? "on" : "off")",
      ]
    } catch {
      lines.append("\(error)")
    }
    return ScreenBody(
      title: "Settings",
      lines: lines,
      actions: [
        ScreenAction("appearance", summary: "Choose light, dark or system", on: coordinator) { coordinator, _ in
          coordinator.route(to: .appearance)
        },
        ScreenAction("notifications", summary: "Turn notifications on or off", on: coordinator) { coordinator, _ in
          coordinator.route(to: .notifications)
        },
        ScreenAction("account", summary: "Sign out or delete your account", on: coordinator) { coordinator, _ in
          coordinator.route(to: .account)
        },
      ])
  }
}
