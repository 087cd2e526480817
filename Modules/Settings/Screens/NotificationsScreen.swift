import Scaffolding

/// Notifications, on or off.
struct NotificationsScreen: Screen {
  func body(in context: ScreenContext) -> ScreenBody {
    let coordinator = context.coordinator(SettingsCoordinator.self)
    let line: String
    do {
      line = "Notifications are \(try coordinator.dependencies.preferences().notificationsEnabled ? "on" : "off")."
    } catch {
      line = "\(error)"
    }
    return ScreenBody(
      title: "Notifications",
      lines: [line],
      actions: [
        ScreenAction("set", summary: "Turn notifications on or off", parameters: [.init("on|off")], on: coordinator) {
          coordinator, arguments in
          try coordinator.setNotifications(arguments.text("on|off"))
        }
      ])
  }
}
