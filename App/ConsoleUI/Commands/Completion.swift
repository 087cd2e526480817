import AppFeature
import Scaffolding

/// What Tab offers for the word being typed: the global commands that work here (see
/// ``AvailableCommands``) and the visible screen's actions as the first word, tab names after
/// `tab`, the links the app suggests (``ConsoleHost/linkSuggestions``) after `open`, command
/// names after `help`. Matched case-insensitively; nothing is offered inside an action's
/// arguments or after a command that can't work here.
@MainActor
enum Completion {
  /// The words that could complete the last word of `text`, for the screen `visible` of `root`,
  /// with what `host` can do there.
  static func candidates(
    for text: String, visible: VisibleScreen?, root: any Coordinatable, host: any ConsoleHost
  ) -> [String] {
    let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
    let endsWord = text.last.map { !$0.isWhitespace } ?? false
    let partial = endsWord ? words.last ?? "" : ""
    let before = (endsWord ? words.dropLast() : words[...]).map { $0.lowercased() }
    let actions = visible?.render().actions.map(\.name) ?? []
    let entries = AvailableCommands.entries(root: root, host: host, visible: visible)
    let available = entries.map(\.name)
    let commands = entries.flatMap { [$0.name] + $0.aliases }.sorted() + actions
    let pool: [String]
    switch before {
    case []: pool = commands
    case ["help"]: pool = commands
    case ["tab"] where available.contains("tab"):
      let tabs = visible.flatMap { VisibleTabs(root: root, visible: $0) }?.tabs ?? []
      pool = tabs.map { VisibleTabs.title(of: $0).lowercased() }
    case ["open"] where available.contains("open"): pool = host.linkSuggestions.map(\.description)
    default: pool = []
    }
    return pool.filter { $0.lowercased().hasPrefix(partial.lowercased()) }
  }
}
