import AppFeature
import Scaffolding

/// What Tab offers for the word being typed: the global commands that work here (see
/// ``AvailableCommands``) and the visible screen's actions as the first word, tab names after
/// `tab`, deep links after `open`, command names after `help`. Matched case-insensitively;
/// nothing is offered inside an action's arguments or after a command that can't work here.
@MainActor
enum Completion {
  /// The deep links the app suggests: every section, then each tab feature's own paths.
  static func deepLinks(of root: any Coordinatable) -> [String] {
    (root as? AppCoordinator)?.linkSuggestions.map(\.description) ?? []
  }

  /// The words that could complete the last word of `text`, for the screen `visible` of `root`.
  static func candidates(for text: String, visible: VisibleScreen?, root: any Coordinatable) -> [String] {
    let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
    let endsWord = text.last.map { !$0.isWhitespace } ?? false
    let partial = endsWord ? words.last ?? "" : ""
    let before = (endsWord ? words.dropLast() : words[...]).map { $0.lowercased() }
    let actions = visible?.render().actions.map(\.name) ?? []
    let available = AvailableCommands.names(root: root, visible: visible)
    let commands = (available + ["exit"]).sorted() + actions
    let pool: [String]
    switch before {
    case []: pool = commands
    case ["help"]: pool = commands
    case ["tab"] where available.contains("tab"):
      let tabs = visible.flatMap { VisibleTabs(root: root, visible: $0) }?.tabs ?? []
      pool = tabs.map { VisibleTabs.title(of: $0).lowercased() }
    case ["open"] where available.contains("open"): pool = deepLinks(of: root)
    default: pool = []
    }
    return pool.filter { $0.lowercased().hasPrefix(partial.lowercased()) }
  }
}
