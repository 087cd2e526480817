import Scaffolding

/// Everything the text of a drawn screen is made from, apart from the renderer's style: the
/// key under which ``ScreenRenderer`` keeps screens it drew lately.
///
/// A console session keeps coming back to the same few screens (a tab's first screen, the item
/// just left, the sheet just closed), and drawing one costs about 20,000 instructions, mostly
/// `String.append` at some 340 instructions a piece. Telling parts apart costs tens of
/// instructions (the title usually differs), and confirming a match a few hundred.
///
/// Parts are compared byte for byte (``Swift/String/hasSameBytes(as:)``), not with `==`, so a
/// kept drawing is only reused for exactly the text it was drawn from.
struct DrawingParts: RecentlyUsedKey {
  /// The breadcrumb's steps above the screen, each followed by its separator.
  let steps: String
  /// How the visible screen was reached.
  let reached: DestinationType
  /// The tab bar's line, nil when no bar is shown.
  let tabBar: String?
  /// The screen's title.
  let title: String
  /// The screen's content.
  let lines: [String]
  /// The screen's actions, of which a drawing shows the name, parameters and summary. Kept
  /// with the drawing, which keeps no coordinator alive: actions capture theirs weakly.
  let actions: [ScreenAction]

  /// The title's bytes mixed with the sizes of the other parts: the titles of the screens a
  /// cache holds nearly all differ, so a search compares about one whole key per lookup.
  var fingerprint: Int {
    var hash = 14_695_981_039_346_656_037 as UInt64
    for byte in title.utf8 { hash = (hash ^ UInt64(byte)) &* 1_099_511_628_211 }
    hash ^= UInt64(truncatingIfNeeded: lines.count &+ actions.count << 16 &+ steps.utf8.count << 32)
    let kind: Int
    switch reached {
    case .root: kind = 0
    case .push: kind = 1
    case .sheet: kind = 2
    case .fullScreenCover: kind = 3
    }
    return Int(truncatingIfNeeded: hash) ^ kind
  }

  // Inlined into the cache's search: called, it made the compiler copy each kept key first.
  @inline(__always)
  func isSame(as other: DrawingParts) -> Bool {
    guard title.hasSameBytes(as: other.title), reached == other.reached, lines.count == other.lines.count,
      actions.count == other.actions.count, steps.hasSameBytes(as: other.steps)
    else { return false }
    switch (tabBar, other.tabBar) {
    case (nil, nil): break
    case (let mine?, let theirs?): guard mine.hasSameBytes(as: theirs) else { return false }
    default: return false
    }
    for index in lines.indices where !lines[index].hasSameBytes(as: other.lines[index]) { return false }
    for index in actions.indices where !Self.isSame(actions[index], as: other.actions[index]) { return false }
    return true
  }

  /// The same name, summary and parameters: what a drawing shows of an action.
  private static func isSame(_ action: ScreenAction, as other: ScreenAction) -> Bool {
    guard action.name.hasSameBytes(as: other.name), action.summary.hasSameBytes(as: other.summary),
      action.parameters.count == other.parameters.count
    else { return false }
    for (mine, theirs) in zip(action.parameters, other.parameters)
    where mine.isOptional != theirs.isOptional || !mine.name.hasSameBytes(as: theirs.name) {
      return false
    }
    return true
  }
}
