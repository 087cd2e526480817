import AppFeature
import Scaffolding

/// The tab bar as the console draws it: every tab's title, the selected one in brackets.
struct TabBar: Equatable {
  let titles: [String]
  let selectedIndex: Int?

  /// The bar of the signed-in app, when the visible screen sits in a tab and no modal covers
  /// it, and the tab coordinator has not hidden it.
  @MainActor
  init?(app: AppCoordinator, visible: VisibleScreen) {
    guard let tabs = app.mainTabs, tabs.tabItems.tabBarVisibility != .hidden,
      let tabIndex = visible.path.lastIndex(where: { $0.tabLabel != nil }),
      !visible.path[(tabIndex + 1)...].contains(where: { $0.routeType == .sheet || $0.routeType == .fullScreenCover })
    else { return nil }
    self.titles = tabs.tabItems.tabs.map { $0.tabLabel?.title ?? "\($0.meta)" }
    self.selectedIndex = tabs.tabItems.selectedIndex
  }

  var line: String {
    let cells = titles.enumerated().map { index, title in index == selectedIndex ? "[\(title)]" : " \(title) " }
    var line = cells.joined(separator: " ")
    while line.last == " " { line.removeLast() }
    return line
  }
}
