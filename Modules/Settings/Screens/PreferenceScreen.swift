import Scaffolding
import SharedModels

/// A page that changes one preference, appearance or notifications: what it is now, and `set`.
/// It shows the preferences the list loads; while a change saves, `Saving…` and no second `set`.
struct PreferenceScreen: LoadedScreen {
  /// The preference a page changes; its raw value names what `set` takes on that page.
  enum Page: String {
    case appearance
    case notifications
  }

  let page: Page
  var title: String { page == .appearance ? "Appearance" : "Notifications" }

  func body(_ preferences: UserPreferences, in context: ScreenContext) -> ScreenBody {
    let coordinator = context.coordinator(SettingsCoordinator.self)
    let line =
      page == .appearance
      ? "Now: \(preferences.appearance.rawValue)"
      : "Notifications are \(preferences.notificationsEnabled ? "on" : "off")."
    let summary = page == .appearance ? "Use \(SettingsCoordinator.appearanceChoices)" : "Turn notifications on or off"
    let words = page == .appearance ? UserPreferences.Appearance.allCases.map(\.rawValue) : ["on", "off"]
    let set = ScreenAction(
      "set", summary: summary, parameters: [.init(page.rawValue, kind: .choice(words))], whileRunning: "Saving…",
      on: coordinator
    ) { coordinator, arguments in try await coordinator.set(page, to: arguments.text(page.rawValue)) }
    return ScreenBody(title: title, lines: [line], actions: [set])
  }
}
