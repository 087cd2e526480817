import AppFeature
import FeatureFlagsClient
import Scaffolding

extension AppTab {
  /// A tab of a ``PageFlow`` called `name`, behind `flag` if one is given; `onMake` sees the
  /// context the app builds it with, so a test can act as the tab's feature would (follow a
  /// link, end the session, write for the user from its loading page's task). With `load`, its
  /// loading page loads with it (see ``PageFlow/Load``).
  public static func pages(
    _ name: String, flag: FeatureFlag? = nil, onMake: @escaping @MainActor @Sendable (TabContext) -> Void = { _ in },
    load: PageFlow.Load? = nil
  ) -> AppTab {
    AppTab(
      name, label: TabLabel(name.capitalized), flag: flag,
      make: { context in
        onMake(context)
        return PageFlow(name: name, load: load)
      },
      preview: { _ in PageFlow(name: name, load: load) })
  }
}

extension [AppTab] {
  /// Three stand-in tabs, `one`, `two` and `three`, for tests that must not depend on the real
  /// tab table (``AppTab/all``).
  @MainActor
  public static var standIns: [AppTab] { standIns(loading: nil) }

  /// The stand-in tabs, `one`'s start page also offering `load` and `ask` when `load` is set:
  /// its loading page then shows what `load` returns, so a test can draw text it chose or read
  /// from the app's data as a feature's screen would.
  @MainActor
  public static func standIns(loading load: PageFlow.Load?) -> [AppTab] {
    [.pages("one", load: load), .pages("two"), .pages("three")]
  }
}
