import Scaffolding

/// The tab bar around the visible screen, found by walking the visible path: whichever tab
/// coordinator holds the innermost tab on it, so the console needs no knowledge of the app.
///
/// Made for one drawing or one `tab` command and then dropped. Selecting is the app's
/// (``MainTabCoordinator/selectTab(at:)``), which owns the rules for it.
@MainActor
struct VisibleTabs {
  /// The tabs, in bar order.
  let tabs: [Destination]
  /// The selected tab's position in ``tabs``, if any.
  let selectedIndex: Int?
  /// Whether a sheet or cover sits above the tabs, so they can't be reached, as on iOS.
  let isCovered: Bool
  /// Whether the tab coordinator hides its bar.
  let isBarHidden: Bool
  /// Each tab's badge, in bar order; nil where it has none.
  let badges: [Int?]

  /// The tabs on `visible`'s path below `root`; nil when the path holds no tab.
  init?(root: any Coordinatable, visible: VisibleScreen) {
    let path = visible.path
    guard let tabPosition = path.lastIndex(where: { $0.tabLabel != nil }) else { return nil }
    let owner = tabPosition == 0 ? root : path[tabPosition - 1].coordinator
    guard let tabs = owner as? any TabCoordinatable else { return nil }
    let covered = path[(tabPosition + 1)...].contains(where: \.routeType.isModal)
    self.init(tabs, covered: covered)
  }

  private init<Tabs: TabCoordinatable>(_ tabs: Tabs, covered: Bool) {
    let items = tabs.tabItems
    self.tabs = items.tabs
    selectedIndex = items.selectedIndex
    isCovered = covered
    isBarHidden = items.tabBarVisibility == .hidden
    badges = items.tabs.map { items.badge(for: $0.id) }
  }

  /// The bar as one line, the selected tab in brackets and a badge after its title:
  /// `[1 Home (2)]  2 Profile  3 Settings`; nil when no bar is shown (a sheet or cover hides
  /// it, or its coordinator does).
  var barLine: String? {
    guard !isCovered, !isBarHidden else { return nil }
    let entries = tabs.enumerated().map { index, tab in
      let badge = badges[index].map { " (\($0))" } ?? ""
      let entry = "\(index + 1) \(Self.title(of: tab))\(badge)"
      return index == selectedIndex ? "[\(entry)]" : entry
    }
    return entries.joined(separator: "  ")
  }

  /// What the bar shows for `tab`: its label, or its route when it has none.
  static func title(of tab: Destination) -> String {
    tab.tabLabel?.title ?? "\(tab.meta)"
  }

  /// The position of the tab typed as `name`: its number (from 1) or its title, in any case.
  func index(of name: String) throws(ConsoleError) -> Int {
    let lowered = tabs.map { Self.title(of: $0).lowercased() }
    let index =
      Int(name).flatMap { $0 >= 1 && $0 <= tabs.count ? $0 - 1 : nil } ?? lowered.firstIndex(of: name.lowercased())
    guard let index else {
      let choices = lowered.enumerated().map { "\($0.offset + 1) \($0.element)" }.joined(separator: ", ")
      throw ConsoleError("no tab '\(name)'; choose one of: \(choices)")
    }
    return index
  }
}
