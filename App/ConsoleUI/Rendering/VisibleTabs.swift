import Scaffolding

/// The tab bar around the visible screen, found by walking the visible path: whichever tab
/// coordinator holds the innermost tab on it, so the console needs no knowledge of the app.
///
/// Made for one `tab` command and then dropped: it holds the tab coordinator. Drawings read the
/// bar through ``TabBarLine``, which keeps what it needs between them.
@MainActor
struct VisibleTabs {
  /// The tabs, in bar order.
  let tabs: [Destination]
  /// Whether a sheet or cover sits above the tabs, so they can't be reached, as on iOS.
  let isCovered: Bool
  private let coordinator: any TabCoordinatable

  // Plain loops rather than `lastIndex(where:)` and `contains(where:)`: a closure formed in
  // main-actor code checks the executor on every call (about 220 instructions).
  init?(root: any Coordinatable, visible: VisibleScreen) {
    let path = visible.path
    var tabPosition: Int?
    for index in path.indices.reversed() where path[index].tabLabel != nil {
      tabPosition = index
      break
    }
    guard let tabPosition else { return nil }
    let owner = tabPosition == 0 ? root : path[tabPosition - 1].coordinator
    guard let tabs = owner as? any TabCoordinatable else { return nil }
    var covered = false
    for destination in path[(tabPosition + 1)...]
    where destination.routeType == .sheet || destination.routeType == .fullScreenCover {
      covered = true
      break
    }
    self.init(tabs, covered: covered)
  }

  private init<Tabs: TabCoordinatable>(_ tabs: Tabs, covered: Bool) {
    self.tabs = tabs.tabItems.tabs
    isCovered = covered
    coordinator = tabs
  }

  /// What the bar shows for `tab`: its label, or its route when it has none.
  static func title(of tab: Destination) -> String {
    tab.tabLabel?.title ?? "\(tab.meta)"
  }

  /// Selects a tab by its number (from 1) or its title, case-insensitively.
  func select(_ name: String) throws(ConsoleError) {
    let lowered = tabs.map { Self.title(of: $0).lowercased() }
    let index =
      Int(name).flatMap { $0 >= 1 && $0 <= tabs.count ? $0 - 1 : nil } ?? lowered.firstIndex(of: name.lowercased())
    guard !isCovered else { throw ConsoleError("a modal covers the tabs; close it first ('back' or 'cancel')") }
    guard let index else {
      let choices = lowered.enumerated().map { "\($0.offset + 1) \($0.element)" }.joined(separator: ", ")
      throw ConsoleError("no tab '\(name)'; choose one of: \(choices)")
    }
    coordinator.select(index: index)
  }
}
