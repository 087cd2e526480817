import Scaffolding

/// Notifications, on or off.
struct NotificationsScreen: Screen {
  let model: PreferencePageModel

  func body(in context: ScreenContext) -> ScreenBody {
    let coordinator = context.coordinator(SettingsCoordinator.self)
    return .preferencePage(
      "Notifications", model: model, line: { "Notifications are \($0.notificationsEnabled ? "on" : "off")." },
      change: ScreenAction(
        "set", summary: "Turn notifications on or off", parameters: [.init("on|off")], on: coordinator
      ) { coordinator, arguments in
        try coordinator.setNotifications(arguments.text("on|off"), on: model)
      })
  }
}
