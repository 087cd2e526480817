import Scaffolding

/// The tab bar around the visible screen, found by walking the visible path: whichever tab
/// coordinator holds the innermost tab on it, so the console needs no knowledge of the app.
@MainActor
struct VisibleTabs {
  /// Each tab's title, in bar order.
  let titles: [String]
  /// The selected tab's position.
  let selectedIndex: Int?
  /// Whether the bar is on screen: not hidden, and not covered by a modal.
  let isShown: Bool
  /// Whether a sheet or cover sits above the tabs, so they can't be reached, as on iOS.
  let isCovered: Bool
  private let selectIndex: (Int) -> Void

  init?(root: any Coordinatable, visible: VisibleScreen) {
    let path = visible.path
    guard let tabPosition = path.lastIndex(where: { $0.tabLabel != nil }) else { return nil }
    let owner = tabPosition == 0 ? root : path[tabPosition - 1].coordinator
    guard let tabs = owner as? any TabCoordinatable else { return nil }
    let covered = path[(tabPosition + 1)...].contains { $0.routeType == .sheet || $0.routeType == .fullScreenCover }
    self.init(tabs, covered: covered)
  }

  private init<Tabs: TabCoordinatable>(_ tabs: Tabs, covered: Bool) {
    titles = tabs.tabItems.tabs.map { $0.tabLabel?.title ?? "\($0.meta)" }
    selectedIndex = tabs.tabItems.selectedIndex
    isCovered = covered
    isShown = !covered && tabs.tabItems.tabBarVisibility != .hidden
    selectIndex = { [weak tabs] index in tabs?.select(index: index) }
  }

  /// The bar as one line, the selected tab in brackets: `[1 Home]  2 Profile  3 Settings`.
  var line: String {
    titles.enumerated().map { index, title in
      index == selectedIndex ? "[\(index + 1) \(title)]" : "\(index + 1) \(title)"
    }.joined(separator: "  ")
  }

  /// Selects a tab by its number (from 1) or its title, case-insensitively.
  func select(_ name: String) throws(ConsoleError) {
    let lowered = titles.map { $0.lowercased() }
    let index =
      Int(name).flatMap { (1...titles.count).contains($0) ? $0 - 1 : nil } ?? lowered.firstIndex(of: name.lowercased())
    guard !isCovered else { throw ConsoleError("a modal covers the tabs; close it first ('back' or 'cancel')") }
    guard let index else {
      let choices = lowered.enumerated().map { "\($0.offset + 1) \($0.element)" }.joined(separator: ", ")
      throw ConsoleError("no tab '\(name)'; choose one of: \(choices)")
    }
    selectIndex(index)
  }
}
