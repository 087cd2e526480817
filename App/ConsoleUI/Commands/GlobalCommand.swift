/// The commands that work on every screen, checked before the screen's own actions.
enum GlobalCommand: Equatable {
  case help
  case back
  case tab(String)
  case quit

  /// The names screens may not use for their own actions.
  static let names: Set<String> = ["help", "back", "tab", "quit", "exit"]

  /// What `help` and every screen's footer list.
  static let usage = "help, back, tab <name|number>, quit"

  /// Reads a global command from a line's words; nil when the first word is not one, and an
  /// error when it is one with the wrong arguments.
  static func parse(_ words: [String]) throws(ConsoleError) -> GlobalCommand? {
    guard let name = words.first, names.contains(name) else { return nil }
    let arguments = words.dropFirst()
    switch name {
    case "tab":
      guard arguments.count == 1, let tab = arguments.first else {
        throw ConsoleError("'tab' takes one argument: a tab name or number (usage: tab <name|number>)")
      }
      return .tab(tab)
    default:
      guard arguments.isEmpty else { throw ConsoleError("'\(name)' takes no arguments") }
      switch name {
      case "help": return .help
      case "back": return .back
      default: return .quit
      }
    }
  }
}
