import Scaffolding
import SharedModels

/// A page that changes one preference, appearance or notifications: what it is now, and `set`.
/// It shows the preferences the list loads: `Loading…`, or why they couldn't be read with
/// `retry`; while a change saves, `Saving…` and no second `set`.
struct PreferenceScreen: Screen {
  /// The preference a page changes; its raw value names what `set` takes on that page.
  enum Page: String {
    case appearance
    case notifications
  }

  let page: Page

  func body(in context: ScreenContext) -> ScreenBody {
    let coordinator = context.coordinator(SettingsCoordinator.self)
    let title = page == .appearance ? "Appearance" : "Notifications"
    switch coordinator.preferences.state {
    case .loading:
      return ScreenBody(title: title, lines: ["Loading…"])
    case .failed(let sentence):
      return ScreenBody(title: title, lines: [sentence], actions: [.retry(coordinator.preferences)])
    case .loaded(let preferences):
      let line =
        page == .appearance
        ? "Now: \(preferences.appearance.rawValue)"
        : "Notifications are \(preferences.notificationsEnabled ? "on" : "off")."
      guard !context.isRunning("set") else { return ScreenBody(title: title, lines: [line, "Saving…"]) }
      let summary =
        page == .appearance ? "Use \(SettingsCoordinator.appearanceChoices)" : "Turn notifications on or off"
      let words = page == .appearance ? UserPreferences.Appearance.allCases.map(\.rawValue) : ["on", "off"]
      let parameter = ScreenAction.Parameter(page.rawValue, kind: .choice(words))
      let set = ScreenAction("set", summary: summary, parameters: [parameter], on: coordinator) {
        coordinator, arguments in
        try await coordinator.set(page, to: arguments.text(page.rawValue))
      }
      return ScreenBody(title: title, lines: [line], actions: [set])
    }
  }
}
