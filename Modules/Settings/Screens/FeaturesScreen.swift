import FeatureFlagsClient
import Scaffolding

/// The feature flags, each on or off, and `set` to turn one on or off. They are the app's, read
/// as the page renders, so a change shows here and in every tab that reads the flag at once;
/// while a change saves, `Saving…` and no second `set`.
struct FeaturesScreen: Screen {
  func body(in context: ScreenContext) -> ScreenBody {
    let coordinator = context.coordinator(SettingsCoordinator.self)
    let flags = coordinator.dependencies.featureFlags
    let lines = FeatureFlag.allCases.map { "\($0.rawValue): \(flags.isOn($0) ? "on" : "off")" }
    let parameters: [ScreenAction.Parameter] = [
      .init("flag", kind: .choice(FeatureFlag.allCases.map(\.rawValue))), .init("state", kind: .choice(["on", "off"])),
    ]
    let set = ScreenAction(
      "set", summary: "Turn a feature on or off", parameters: parameters, whileRunning: "Saving…", on: coordinator
    ) { coordinator, arguments in
      try await coordinator.setFlag(arguments.text("flag"), to: arguments.text("state"))
    }
    return ScreenBody(title: "Features", lines: lines, actions: [set])
  }
}
