import Foundation
import Scaffolding

/// The tab bar as one line, the selected tab in brackets: `[1 Home]  2 Profile  3 Settings`.
///
/// The console draws the bar after nearly every command, yet it changes only when the tabs or
/// the selection do. So the tab coordinator last drawn is kept, weakly (a signed-out tree must
/// not stay alive for it), with the id of the destination hosting it, the ids of its tabs and
/// a line per selection. While the visible path goes through the same host, the bar is read
/// straight from the kept coordinator and compared with the kept ids: about 500 instructions,
/// where resolving the host's coordinator, casting it and reading the selection cost about
/// 2,200 and making the line 1,200 more. A tab's label is fixed when the tab is made, and ids
/// are never reused, so the ids stand for the titles too.
@MainActor
final class TabBarLine {
  /// The tab coordinator the kept lines were made for.
  private weak var owner: (any TabCoordinatable)?
  /// The id of the destination hosting ``owner``; nil when the owner is the session's root.
  private var hostID: UUID?
  /// The ids of ``owner``'s tabs when the lines were made, in bar order.
  private var tabIDs: [UUID] = []
  /// A line per selected position, the last slot for no selection; nil until drawn.
  private var lines: [String?] = []

  /// The bar's line over `visible`, nil when no bar is shown: there are no tabs on the path,
  /// a sheet or cover hides them, or their coordinator hides the bar.
  func text(root: any Coordinatable, visible: VisibleScreen) -> String? {
    let path = visible.path
    var found: Int?
    // Plain loops: a closure formed in main-actor code checks the executor on every call.
    for index in path.indices.reversed() where path[index].tabLabel != nil {
      found = index
      break
    }
    guard let tabPosition = found else { return nil }
    for destination in path[(tabPosition + 1)...]
    where destination.routeType == .sheet || destination.routeType == .fullScreenCover {
      return nil
    }
    let host = tabPosition == 0 ? nil : path[tabPosition - 1].id
    let tabs: any TabCoordinatable
    if let kept = owner, host == hostID, host != nil || kept === root {
      tabs = kept
    } else {
      let resolved = tabPosition == 0 ? root : path[tabPosition - 1].coordinator
      guard let resolved = resolved as? any TabCoordinatable else { return nil }
      owner = resolved
      hostID = host
      tabIDs = []
      lines = []
      tabs = resolved
    }
    return line(of: tabs)
  }

  /// The line for `tabs` now, made anew only when its tabs or selection changed.
  private func line<Tabs: TabCoordinatable>(of tabs: Tabs) -> String? {
    let items = tabs.tabItems
    guard items.tabBarVisibility != .hidden else { return nil }
    let current = items.tabs
    let selected = items.selectedTab
    var same = current.count == tabIDs.count
    var selectedIndex: Int?
    for index in current.indices {
      let id = current[index].id
      if same, id != tabIDs[index] { same = false }
      if selectedIndex == nil, id == selected { selectedIndex = index }
    }
    if !same {
      tabIDs = current.map(\.id)
      lines = Array(repeating: nil, count: current.count + 1)
    }
    let slot = selectedIndex ?? current.count
    if let line = lines[slot] { return line }
    let line = Self.line(for: current, selectedIndex: selectedIndex)
    lines[slot] = line
    return line
  }

  private static func line(for tabs: [Destination], selectedIndex: Int?) -> String {
    var line = ""
    for (index, tab) in tabs.enumerated() {
      if index > 0 { line.append("  ") }
      let entry = "\(index + 1) \(VisibleTabs.title(of: tab))"
      line.append(index == selectedIndex ? "[\(entry)]" : entry)
    }
    return line
  }
}
