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

  /// Walked once a process for each tab table (``AppFeature/AppMap/commandWords(tabs:)``), in
  /// its own apps on the demo data: the screens of the app don't change while it runs.
  package func commandWords() async -> Set<String> {
    let key = tabs.map(\.name.rawValue)
    if let walk = Self.commandWordWalks[key] { return await walk.value }
    let walk = Task { [tabs] in await AppMap.commandWords(tabs: tabs) }
    Self.commandWordWalks[key] = walk
    return await walk.value
  }

  /// The walks for ``commandWords()``, by the names of their tabs.
  @MainActor private static var commandWordWalks: [[String]: Task<Set<String>, Never>] = [:]

  package func shutDown() async {
    await screenViews?.delivered()
    await environment.close()
  }
}
