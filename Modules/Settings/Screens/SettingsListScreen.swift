import Scaffolding
import SharedModels

/// The Settings tab's first screen: where each setting lives, and what each is now.
struct SettingsListScreen: Screen {
  func body(in context: ScreenContext) -> ScreenBody {
    let coordinator = context.coordinator(SettingsCoordinator.self)
    var lines = ["Signed in as @\(coordinator.session.userID)."]
    var actions = [
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
    ]
    switch coordinator.preferences.state {
    case .loading:
      lines.append("Loading…")
    case .failed(let sentence):
      lines.append(sentence)
      actions.append(.retry(coordinator.preferences))
    case .loaded(let preferences):
      lines += [
        "Appearance: \(preferences.appearance.rawValue)",
        "Notifications: \(preferences.notificationsEnabled ? "on" : "off")",
      ]
    }
    return ScreenBody(title: "Settings", lines: lines, actions: actions)
  }
}
