import Scaffolding
import SharedModels

/// The colour scheme, one of system, light or dark.
struct AppearanceScreen: Screen {
  func body(in context: ScreenContext) -> ScreenBody {
    let settings = context.nearest(SettingsCoordinator.self)
    let choices = UserPreferences.Appearance.allCases.map(\.rawValue)
    return ScreenBody(
      title: "Appearance",
      lines: ["Now: \(settings?.dependencies.preferences().appearance.rawValue ?? "?")"],
      actions: [
        ScreenAction("set", summary: "Use " + choices.joined(separator: ", "), parameters: [.init("appearance")]) {
          [weak settings] arguments in
          let value = try arguments.text("appearance")
          guard let appearance = UserPreferences.Appearance(rawValue: value) else {
            throw ScreenActionError("no appearance '\(value)'; choose one of: \(choices.joined(separator: ", "))")
          }
          try settings?.update { $0.appearance = appearance }
        }
      ])
  }
}
