import Scaffolding

/// Notifications, on or off.
struct NotificationsScreen: Screen {
  func body(in context: ScreenContext) -> ScreenBody {
    let settings = context.nearest(SettingsCoordinator.self)
    let enabled = settings?.dependencies.preferences().notificationsEnabled ?? false
    return ScreenBody(
      title: "Notifications",
      lines: ["Notifications are \(enabled ? "on" : "off")."],
      actions: [
        ScreenAction("set", summary: "Turn notifications on or off", parameters: [.init("on|off")]) {
          [weak settings] arguments in
          let value = try arguments.text("on|off")
          guard value == "on" || value == "off" else { throw ScreenActionError("say 'on' or 'off', not '\(value)'") }
          try settings?.update { $0.notificationsEnabled = value == "on" }
        }
      ])
  }
}
