import Foundation
import Scaffolding

/// The tab bar as one line, the selected tab in brackets: `[1 Home]  2 Profile  3 Settings`.
///
/// The console draws the bar after nearly every command, yet it changes only when the tabs or
/// the selection do, so the last few lines are kept with the ids of the tabs they were made
/// from and the selection. Ids, not the tabs: holding those would keep a signed-out tree
/// alive, and ids are never reused. A tab's label is fixed when the tab is made, so the ids
/// stand for the titles too. Making a line costs about 6,000 instructions; finding it kept, a
/// few hundred.
@MainActor
final class TabBarLine {
  /// What a line is made from.
  private struct Bar: RecentlyUsedKey {
    let tabIDs: [UUID]
    let selectedIndex: Int?

    func isSame(as other: Bar) -> Bool { selectedIndex == other.selectedIndex && tabIDs == other.tabIDs }

    /// The selection and the last byte of the first tab's id, which counts destinations.
    var fingerprint: Int { (selectedIndex ?? -1) << 8 | Int(tabIDs.first?.uuid.15 ?? 0) }
  }

  /// Enough for a line per selected tab of a bar of eight.
  private var recent = RecentlyUsed<Bar, String>(capacity: 8)

  /// The line for `tabs`, made anew only when it is not kept.
  func text(for tabs: VisibleTabs) -> String {
    var ids: [UUID] = []
    ids.reserveCapacity(tabs.tabs.count)
    for tab in tabs.tabs { ids.append(tab.id) }
    let bar = Bar(tabIDs: ids, selectedIndex: tabs.selectedIndex)
    if let line = recent.value(for: bar) { return line }
    let line = Self.line(for: tabs)
    recent.keep(line, for: bar)
    return line
  }

  private static func line(for tabs: VisibleTabs) -> String {
    var line = ""
    for (index, tab) in tabs.tabs.enumerated() {
      if index > 0 { line.append("  ") }
      let entry = "\(index + 1) \(VisibleTabs.title(of: tab))"
      line.append(index == tabs.selectedIndex ? "[\(entry)]" : entry)
    }
    return line
  }
}
