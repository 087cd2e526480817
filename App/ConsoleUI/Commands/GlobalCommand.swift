@_spi(Inspection) import Scaffolding

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

  /// One row of ``table``: a command's name, how it is typed, what it does, where it can work
  /// and how its arguments are read.
  struct Entry: Sendable {
    /// How the command is typed (`tab <name|number>`); its first word is its name.
    let usage: String
    /// Other names it answers to (`exit` for `quit`), never listed.
    var aliases: [String] = []
    /// One line of help.
    let summary: String
    /// Whether the command can work on the screen shown (see ``AvailableCommands``).
    let isAvailable: @MainActor @Sendable (AvailableCommands.Here) -> Bool
    /// Reads the command from what was typed after its name.
    let parse: @Sendable (Arguments) throws(ConsoleError) -> GlobalCommand

    /// The first word of ``usage``.
    var name: String { String(usage.prefix { $0 != " " }) }
  }

  /// Every global command, in the order `help` and the footer list them: the one table help,
  /// the footer, Tab completion and the parser read, so a command is added in one place.
  static let table: [Entry] = [
    Entry(
      usage: "help [action]", summary: "List what you can type here, or explain one command",
      isAvailable: { _ in true }, parse: { arguments throws(ConsoleError) in .help(try arguments.optional()) }),
    Entry(
      usage: "back", summary: "Pop the screen, close the modal, or say there is nothing to go back to",
      isAvailable: { $0.root.backAction != .none },
      parse: { arguments throws(ConsoleError) in try arguments.none(.back) }),
    Entry(
      usage: "tab <name|number>", summary: "Switch to another tab",
      isAvailable: { $0.host.canSelectTabs && !$0.modalIsOpen },
      parse: { arguments throws(ConsoleError) in .tab(try arguments.single()) }),
    Entry(
      usage: "open <url>", summary: "Follow a deep link such as app://home/item/3",
      isAvailable: { $0.host.followsLinks && !$0.modalIsOpen },
      parse: { arguments throws(ConsoleError) in .open(try arguments.single()) }),
    Entry(
      usage: "where", summary: "Print the current location as a deep link", isAvailable: { $0.host.followsLinks },
      parse: { arguments throws(ConsoleError) in try arguments.none(.location) }),
    Entry(
      usage: "tree", summary: "Print the coordinator hierarchy", isAvailable: { _ in true },
      parse: { arguments throws(ConsoleError) in try arguments.none(.tree) }),
    Entry(
      usage: "log [n]", summary: "Print the last n navigation events (default 10)", isAvailable: { _ in true },
      parse: { arguments throws(ConsoleError) in
        guard let count = try arguments.optional() else { return .log(10) }
        guard let number = Int(count), number > 0 else {
          throw ConsoleError("'log' takes a positive whole number, not '\(count)' (usage: log [n])")
        }
        return .log(number)
      }),
    Entry(
      usage: "network [up|down]", summary: "Take the simulated network down or up, or say which it is",
      isAvailable: { $0.host.hasNetwork },
      parse: { arguments throws(ConsoleError) in
        switch try arguments.optional() {
        case nil: return .network(up: nil)
        case "up": return .network(up: true)
        case "down": return .network(up: false)
        case let other?:
          throw ConsoleError("'network' takes up or down, not '\(other)' (usage: network [up|down])")
        }
      }),
    Entry(
      usage: "quit", aliases: ["exit"], summary: "Leave (also: exit, or end of input)", isAvailable: { _ in true },
      parse: { arguments throws(ConsoleError) in try arguments.none(.quit) }),
  ]

  /// The names screens may not use for their own actions: every command's, and its aliases.
  static let names = Set(table.flatMap { [$0.name] + $0.aliases })

  /// The row of ``table`` for `name`, a command's name or alias in lower case.
  static func entry(named name: String) -> Entry? {
    table.first { $0.name == name || $0.aliases.contains(name) }
  }

  /// Reads a global command from a line's words, the first of them one of ``names``; an error
  /// names the usage when the arguments are wrong.
  static func parse(_ words: [String]) throws(ConsoleError) -> GlobalCommand {
    let typed = words.first ?? ""
    guard let entry = entry(named: typed) else { throw ConsoleError("'\(typed)' is not a command") }
    return try entry.parse(Arguments(words: Array(words.dropFirst()), typed: typed, usage: entry.usage))
  }

  /// What was typed after a command's name, read the three ways a command takes arguments.
  struct Arguments {
    /// The words after the name.
    let words: [String]
    /// The name as typed (`exit` for `quit`), which an error quotes.
    let typed: String
    /// The command's usage, which an error shows.
    let usage: String

    /// `command`, when its name came without arguments.
    func none(_ command: GlobalCommand) throws(ConsoleError) -> GlobalCommand {
      guard words.isEmpty else { throw ConsoleError("'\(typed)' takes no arguments", tooManyArguments: true) }
      return command
    }

    /// The one argument the command takes.
    func single() throws(ConsoleError) -> String {
      guard words.count == 1, let argument = words.first else {
        throw ConsoleError(
          "'\(typed)' takes exactly one argument (usage: \(usage))", tooManyArguments: words.count > 1)
      }
      return argument
    }

    /// The argument the command may take, nil when none came.
    func optional() throws(ConsoleError) -> String? {
      guard words.count <= 1 else {
        throw ConsoleError("'\(typed)' takes at most one argument (usage: \(usage))", tooManyArguments: true)
      }
      return words.first
    }
  }
}
