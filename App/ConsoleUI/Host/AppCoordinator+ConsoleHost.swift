import AppFeature
import Scaffolding

/// The whole app, as the console asks it (see ``ConsoleHost``); its `linkSuggestions` are the
/// App's own.
extension AppCoordinator: ConsoleHost {
  package var canSelectTabs: Bool { mainTabs != nil }
  package var followsLinks: Bool { true }
  package var hasNetwork: Bool { true }

  package var locationLine: String? {
    let note = openModal.map { "  (\($0) is open\(locationLeavesOutModal ? "; links don't include it" : ""))" }
    return location.description + (note ?? "")
  }

  package func shutDown() async {
    await screenViews?.delivered()
    await environment.close()
  }
}
