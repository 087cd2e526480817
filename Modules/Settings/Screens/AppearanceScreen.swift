import Scaffolding
import SharedModels

/// The colour scheme, one of system, light or dark.
struct AppearanceScreen: Screen {
  func body(in context: ScreenContext) -> ScreenBody {
    let coordinator = context.coordinator(SettingsCoordinator.self)
    let line: String
    do {
      line = "Now: \(try coordinator.dependencies.preferences().appearance.rawValue)"
    } catch {
      line = "\(error)"
    }
    return ScreenBody(
      title: "Appearance",
      lines: [line],
      actions: [
        ScreenAction(
          "set", summary: "Use \(SettingsCoordinator.appearanceChoices)", parameters: [.init("appearance")],
          on: coordinator
        ) { coordinator, arguments in
          try coordinator.setAppearance(arguments.text("appearance"))
        }
      ])
  }
}
