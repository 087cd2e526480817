import Scaffolding
import SharedModels

/// The colour scheme, one of system, light or dark.
struct AppearanceScreen: Screen {
  func body(in context: ScreenContext) -> ScreenBody {
    let coordinator = context.coordinator(SettingsCoordinator.self)
    let choices = UserPreferences.Appearance.allCases.map(\.rawValue).joined(separator: ", ")
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
        ScreenAction("set", summary: "Use \(choices)", parameters: [.init("appearance")], on: coordinator) {
          coordinator, arguments in
          let value = try arguments.text("appearance")
          guard let appearance = UserPreferences.Appearance(rawValue: value) else {
            throw ScreenActionError("no appearance '\(value)'; choose one of: \(choices)")
          }
          try coordinator.update { $0.appearance = appearance }
        }
      ])
  }
}
