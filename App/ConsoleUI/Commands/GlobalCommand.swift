/// The commands that work on every screen, checked before the screen's own actions.
enum GlobalCommand: Equatable {
  case help(String?)
  case back
  case tab(String)
  case open(String)
  case location
  case tree
  case log(Int)
  /// `network`: prints whether the simulated network is up; `network up|down` switches it.
  case network(up: Bool?)
  case quit

  /// One line of help per command, in the order `help` and the footer list them (those that
  /// work on the screen shown, see ``AvailableCommands``).
  static let summaries: [(usage: String, summary: String)] = [
    ("help [action]", "List what you can type here, or explain one command"),
    ("back", "Pop the screen, close the modal, or say there is nothing to go back to"),
    ("tab <name|number>", "Switch to another tab"),
    ("open <url>", "Follow a deep link such as app://home/item/3"),
    ("where", "Print the current location as a deep link"),
    ("tree", "Print the coordinator hierarchy"),
    ("log [n]", "Print the last n navigation events (default 10)"),
    ("network [up|down]", "Take the simulated network down or up, or say which it is"),
    ("quit", "Leave (also: exit, or end of input)"),
  ]

  /// The commands' names, in the order of ``summaries``.
  static let listedNames = summaries.map { String($0.usage.prefix { $0 != " " }) }

  /// The names screens may not use for their own actions: the commands' and `exit`, `quit`'s
  /// other name.
  static let names = Set(listedNames + ["exit"])

  /// Reads a global command from a line's words, the first of them one of ``names``; an error
  /// names the usage when the arguments are wrong.
  static func parse(_ words: [String]) throws(ConsoleError) -> GlobalCommand {
    switch words.first ?? "" {
    case "help": return .help(try optional(arguments(of: words), usage: "help [action]"))
    case "tab": return .tab(try single(arguments(of: words), usage: "tab <name|number>"))
    case "open": return .open(try single(arguments(of: words), usage: "open <url>"))
    case "log":
      guard let count = try optional(arguments(of: words), usage: "log [n]") else { return .log(10) }
      guard let number = Int(count), number > 0 else {
        throw ConsoleError("'log' takes a positive whole number, not '\(count)' (usage: log [n])")
      }
      return .log(number)
    case "network":
      switch try optional(arguments(of: words), usage: "network [up|down]") {
      case nil: return .network(up: nil)
      case "up": return .network(up: true)
      case "down": return .network(up: false)
      case let other?:
        throw ConsoleError("'network' takes up or down, not '\(other)' (usage: network [up|down])")
      }
    case "back": return try bare(.back, words)
    case "where": return try bare(.location, words)
    case "tree": return try bare(.tree, words)
    case "quit", "exit": return try bare(.quit, words)
    default: throw ConsoleError("'\(words.first ?? "")' is not a command")
    }
  }

  private static func arguments(of words: [String]) -> [String] {
    Array(words.dropFirst())
  }

  /// `command`, when its name came without arguments.
  private static func bare(_ command: GlobalCommand, _ words: [String]) throws(ConsoleError) -> GlobalCommand {
    guard words.count == 1 else { throw ConsoleError("'\(words[0])' takes no arguments", tooManyArguments: true) }
    return command
  }

  private static func single(_ arguments: [String], usage: String) throws(ConsoleError) -> String {
    guard arguments.count == 1, let argument = arguments.first else {
      let name = usage.prefix { $0 != " " }
      throw ConsoleError(
        "'\(name)' takes exactly one argument (usage: \(usage))", tooManyArguments: arguments.count > 1)
    }
    return argument
  }

  private static func optional(_ arguments: [String], usage: String) throws(ConsoleError) -> String? {
    guard arguments.count <= 1 else {
      let name = usage.prefix { $0 != " " }
      throw ConsoleError("'\(name)' takes at most one argument (usage: \(usage))", tooManyArguments: true)
    }
    return arguments.first
  }
}
