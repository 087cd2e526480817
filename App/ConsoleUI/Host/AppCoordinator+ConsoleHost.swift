import AppFeature
import Scaffolding

/// The whole app, as the console asks it (see ``ConsoleHost``); its `linkSuggestions` are the
/// App's own, and its command words those of its map.
extension AppCoordinator: ConsoleHost {
  package var canSelectTabs: Bool { mainTabs != nil }
  package var followsLinks: Bool { true }
  package var hasNetwork: Bool { true }

  package var locationLine: String? {
    let note = openModal.map { "  (\($0) is open\(locationLeavesOutModal ? "; links don't include it" : ""))" }
    return location.description + (note ?? "")
  }

  /// The action names of every screen of this app's tabs, from a walk of its map
  /// (``AppFeature/AppMap/commandWords(tabs:)``) on the demo data.
  package func commandWords() async -> Set<String> {
    await AppMap.commandWords(tabs: tabs)
  }

  package func shutDown() async {
    await screenViews?.delivered()
    await environment.close()
  }
}
