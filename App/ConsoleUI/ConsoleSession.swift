import AppFeature
import Scaffolding

/// The console's brain: turns one line into navigation and answers with what to print.
///
/// Holds no I/O, so tests drive it line by line and the executable only moves text between it
/// and the terminal. It drives either the whole app (with deep links) or a single feature's
/// coordinator (`--feature`), rendering whatever screen is visible.
@MainActor
public final class ConsoleSession {
  /// The coordinator at the top of what the console shows.
  public let root: any Coordinatable
  /// Asks the person at the terminal for a secret left off a line (`login demo`), without
  /// echoing it; given the prompt (`Password: `), nil when none was given. Unset for piped
  /// input and scripts, where a missing password is an error like any missing argument.
  public var readSecret: ((String) -> String?)?
  private let app: AppCoordinator?
  private let style: ConsoleStyle
  private let log: NavigationLog
  private let notes: Notes
  private let renderer: ScreenRenderer

  /// Outcomes a previewed feature reports instead of navigating, shown after the command.
  private final class Notes {
    var pending: [String] = []
  }

  /// A console over the whole app.
  public convenience init(app: AppCoordinator, style: ConsoleStyle = .plain) {
    self.init(root: app, app: app, style: style, notes: Notes())
  }

  /// A console over one feature alone, like that feature's example app: its results and
  /// requests to leave the feature are printed as notes.
  public convenience init(preview feature: FeaturePreview, environment: AppEnvironment, style: ConsoleStyle = .plain) {
    let notes = Notes()
    let root = feature.makeCoordinator(environment: environment) { [weak notes] in notes?.pending.append($0) }
    self.init(root: root, app: nil, style: style, notes: notes)
  }

  private init(root: any Coordinatable, app: AppCoordinator?, style: ConsoleStyle, notes: Notes) {
    self.root = root
    self.app = app
    self.style = style
    self.log = NavigationLog(observing: root, clearsOnRootSwap: app != nil)
    self.notes = notes
    self.renderer = ScreenRenderer(style: style)
  }

  /// What the console shows before the first command: any data problems met while opening,
  /// then the visible screen.
  public func opening() -> ConsoleReply {
    ConsoleReply(echo: "", messages: warnings(), answer: renderScreen(), succeeded: true, quits: false)
  }

  /// The visible screen, drawn.
  public func renderScreen() -> String {
    guard let visible = root.visibleScreen else { return "(nothing to show)" }
    return renderer.render(visible.render(), of: visible, root: root)
  }

  /// Runs one line of text.
  public func execute(_ text: String) -> ConsoleReply {
    execute(.text(text))
  }

  /// Runs one line: a comment, a global command, or one of the visible screen's actions.
  /// Never traps: a refused line answers with one `error:` line and changes nothing.
  public func execute(_ line: InputLine) -> ConsoleReply {
    let command: ConsoleCommand
    do {
      command = try ConsoleCommand(line)
    } catch {
      return reply(echo: echo(of: line, command: nil), failure: error)
    }
    let echo = echo(of: line, command: command)
    do {
      let answer = try run(command)
      return reply(echo: echo, answer: answer, quits: command == .global(.quit))
    } catch {
      return reply(echo: echo, failure: error)
    }
  }

  private func reply(echo: String, answer: String, quits: Bool) -> ConsoleReply {
    ConsoleReply(echo: echo, messages: pendingMessages(), answer: answer, succeeded: true, quits: quits)
  }

  private func reply(echo: String, failure: any Error) -> ConsoleReply {
    let error = ConsoleReply.Message(
      kind: .error, text: style.error("error: " + ControlCharacters.escaped("\(failure)")))
    return ConsoleReply(echo: echo, messages: pendingMessages() + [error], answer: "", succeeded: false, quits: false)
  }

  /// Notes from a previewed feature, then data problems, reported once each.
  private func pendingMessages() -> [ConsoleReply.Message] {
    let noted = notes.pending.map {
      ConsoleReply.Message(kind: .note, text: "note: " + ControlCharacters.escaped($0))
    }
    notes.pending.removeAll()
    return noted + warnings()
  }

  /// Data problems the app met and has not reported yet, one `warning:` line each.
  private func warnings() -> [ConsoleReply.Message] {
    guard let app, !app.environment.problems.isEmpty else { return [] }
    return app.environment.takeProblems().map {
      ConsoleReply.Message(kind: .warning, text: style.error("warning: " + ControlCharacters.escaped($0)))
    }
  }

  /// What a transcript shows for `line`: secrets masked, control characters escaped, very
  /// long lines shortened. The arguments of a line that names no action here, or that can't
  /// be read at all (unless it names a global command), are masked too: it may be a password
  /// typed in the wrong place.
  private func echo(of line: InputLine, command: ConsoleCommand?) -> String {
    guard case .text(let text) = line else { return line.echo }
    var shown = text
    switch command {
    case .action(let name, let arguments):
      if let action = root.visibleScreen?.render().action(named: name) {
        if let secret = SecretArguments.firstSecretPosition(in: action) {
          shown = SecretArguments.masked(name: name, arguments: arguments, from: secret)
        }
      } else {
        shown = SecretArguments.masked(name: name, arguments: arguments, from: 0)
      }
    case nil:
      let words = text.split(whereSeparator: \.isWhitespace)
      if words.count > 1, !GlobalCommand.names.contains(String(words[0])) {
        shown = SecretArguments.masked(name: String(words[0]), arguments: [text], from: 0)
      }
    case .comment, .global:
      break
    }
    return InputLine.text(ControlCharacters.escaped(shown)).echo
  }

  private func run(_ command: ConsoleCommand) throws -> String {
    switch command {
    case .comment: return ""
    case .global(let global): return try run(global)
    case .action(let name, let arguments):
      try perform(name, arguments: arguments)
      return renderScreen()
    }
  }

  private func run(_ command: GlobalCommand) throws -> String {
    switch command {
    case .help(let name):
      return try help(name)
    case .quit:
      return "Bye."
    case .back:
      guard root.goBack() != .none else { throw ConsoleError("nothing to go back to") }
    case .tab(let name):
      guard let visible = root.visibleScreen, let tabs = VisibleTabs(root: root, visible: visible) else {
        let signedOut = app.map { $0.session == nil } ?? false
        throw ConsoleError("there are no tabs here" + (signedOut ? "; sign in first" : ""))
      }
      try tabs.select(name)
    case .open(let url):
      try requireApp("open").open(try DeepLink(parsing: url))
    case .location:
      return ControlCharacters.escaped(try requireApp("where").location.description)
    case .tree:
      return ControlCharacters.escapedLines(root.hierarchySnapshot.description)
    case .log(let count):
      return ControlCharacters.escapedLines(log.lines(last: count).joined(separator: "\n"))
    }
    return renderScreen()
  }

  private func requireApp(_ command: String) throws -> AppCoordinator {
    guard let app else { throw ConsoleError("'\(command)' needs the whole app; this console runs one feature") }
    return app
  }

  private func perform(_ name: String, arguments: [String]) throws {
    guard let visible = root.visibleScreen else { throw ConsoleError("nothing is shown") }
    guard let action = visible.render().action(named: name) else {
      throw ConsoleError("unknown command '\(name)'; type 'help' to see what you can do here")
    }
    var arguments = arguments
    if let readSecret, let secret = SecretArguments.firstSecretPosition(in: action), arguments.count == secret {
      let parameter = action.parameters[secret].name
      guard let value = readSecret(parameter.prefix(1).uppercased() + parameter.dropFirst() + ": ") else {
        throw ConsoleError("no \(parameter) given; nothing was run")
      }
      arguments.append(value)
    }
    // The screen's owner stays alive through its action, whether or not the action dismisses it.
    try withExtendedLifetime(visible) { try action.perform(arguments) }
  }

  private func help(_ name: String?) throws -> String {
    let actions = root.visibleScreen?.render().actions ?? []
    guard let name else {
      var text = "On this screen:"
      if actions.isEmpty {
        text.append("\n  (nothing but the commands below)")
      } else {
        let rows = actions.map { (ControlCharacters.escaped($0.usage), ControlCharacters.escaped($0.summary)) }
        text.append("\n" + TwoColumnTable.lines(rows).joined(separator: "\n"))
      }
      text.append("\nEverywhere:\n" + TwoColumnTable.lines(GlobalCommand.summaries).joined(separator: "\n"))
      text.append("\nQuote arguments with spaces (\"Jane Doe\"); lines starting with # are comments.")
      return text
    }
    if let action = actions.first(where: { $0.name == name }) {
      return ControlCharacters.escaped("\(action.usage)  \(action.summary)")
    }
    let global = name == "exit" ? "quit" : name
    if let entry = GlobalCommand.summaries.first(where: { $0.usage.prefix { $0 != " " } == global }) {
      return "\(entry.usage)  \(entry.summary)"
    }
    throw ConsoleError("no command '\(name)' here; type 'help' to see what you can do here")
  }
}
