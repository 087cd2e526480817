import Scaffolding
import SharedModels

/// The colour scheme, one of system, light or dark.
struct AppearanceScreen: Screen {
  let model: PreferencePageModel

  func body(in context: ScreenContext) -> ScreenBody {
    let coordinator = context.coordinator(SettingsCoordinator.self)
    return .preferencePage(
      "Appearance", model: model, line: { "Now: \($0.appearance.rawValue)" },
      change: ScreenAction(
        "set", summary: "Use \(SettingsCoordinator.appearanceChoices)", parameters: [.init("appearance")],
        on: coordinator
      ) { coordinator, arguments in
        try coordinator.setAppearance(arguments.text("appearance"), on: model)
      })
  }
}
