import AppData
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
  /// Problems handed to ``report(_:)``, not shown yet.
  private var reported: [String] = []
  /// The width screens and help are drawn in, asked afresh for every drawing so that a
  /// terminal resized while the console waited is met by the very next one (see
  /// ``Terminal/width(environment:)``); nil draws lines as long as they are.
  public var width: () -> Int? = { nil }

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
  public convenience init(preview feature: FeaturePreview, style: ConsoleStyle = .plain) {
    let notes = Notes()
    let root = feature.makeCoordinator { [weak notes] in notes?.pending.append($0) }
    self.init(root: root, app: nil, style: style, notes: notes)
  }

  private init(root: any Coordinatable, app: AppCoordinator?, style: ConsoleStyle, notes: Notes) {
    self.root = root
    self.app = app
    self.style = style
    self.log = NavigationLog(observing: root, clearsOnRootSwap: app != nil)
    self.notes = notes
  }

  /// What the console shows before the first command: any data problems met while opening,
  /// then the visible screen.
  public func opening() -> ConsoleReply {
    ConsoleReply(echo: "", messages: warnings(), answer: renderScreen(), succeeded: true, quits: false)
  }

  /// The visible screen, drawn. Its notices are taken, so each shows on this drawing only.
  public func renderScreen() -> String {
    guard let visible = root.visibleScreen else { return "(nothing to show)" }
    let body = visible.render()
    let renderer = ScreenRenderer(style: style, width: width())
    return renderer.render(body, notices: body.notices.compactMap { $0.take() }, of: visible, root: root)
  }

  /// The words Tab could put in place of the last word of `text` (see ``Completion``).
  public func completions(for text: String) -> [String] {
    Completion.candidates(for: text, visible: root.visibleScreen, root: root)
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
      let tooMany = (error as? ConsoleError)?.hasTooManyArguments == true
      return reply(echo: tooMany ? maskedEcho(of: line) : unreadableEcho(of: line), failure: error)
    }
    let text = line.text ?? ""
    switch command {
    case .comment, .blank:
      return reply(echo: echo(text), answer: "", quits: false)
    case .global(let global):
      let shown = argumentsMayBeSecret(global, typed: text) ? maskedEcho(of: line) : echo(text)
      do {
        return reply(echo: shown, answer: try run(global), quits: global == .quit)
      } catch {
        return reply(echo: shown, failure: error)
      }
    case .action(let name, let argumentText):
      return runAction(named: name, argumentText: argumentText, typed: text)
    }
  }

  /// Runs the visible screen's action called `name` (in any case) on the text after it.
  private func runAction(named name: String, argumentText: Substring, typed text: String) -> ConsoleReply {
    // Until the action is known, nothing says which argument might be a password.
    let hidden = echo(SecretArguments.masked(name: name, arguments: [String(argumentText)], from: 0))
    guard let visible = root.visibleScreen else {
      return reply(echo: hidden, failure: ConsoleError("nothing is shown"))
    }
    guard let action = Self.action(named: name, in: visible.render().actions) else {
      // A word alone may be a password typed in the wrong place (after Ctrl-C at `Password:`):
      // it is neither echoed nor quoted.
      guard argumentText.allSatisfy(\.isWhitespace) else {
        return reply(echo: hidden, failure: ConsoleError("unknown command '\(name)'; \(Self.seeHelp)"))
      }
      return reply(
        echo: SecretArguments.mask,
        failure: ConsoleError("unknown command, not repeated in case it was a password; \(Self.seeHelp)"))
    }
    let secret = SecretArguments.firstSecretPosition(in: action)
    let arguments: [String]
    do {
      arguments = try ActionArguments.split(argumentText, for: action)
    } catch {
      return reply(echo: secret == nil ? echo(text) : hidden, failure: error)
    }
    // Words beyond the last parameter may be a password typed in the wrong place; with a
    // secret parameter, they are already masked from its position on.
    let tooMany = arguments.count > action.parameters.count
    let shown =
      secret.map { echo(SecretArguments.masked(name: name, arguments: arguments, from: $0)) }
      ?? (tooMany ? hidden : echo(text))
    let wasSignedIn = app?.session != nil
    do {
      try perform(action, arguments: arguments, on: visible)
      return reply(echo: shown, answer: renderScreen(), quits: false)
    } catch {
      guard wasSignedIn, app?.session == nil else { return reply(echo: shown, failure: error) }
      // The action found the account gone and the app ended the session: the sign-in screen,
      // which says why, is drawn at once; its notice already says what the error would.
      let failed = reply(echo: shown, failure: error)
      return ConsoleReply(
        echo: shown, messages: error is SessionEndedError ? failed.messages.dropLast() : failed.messages,
        answer: renderScreen(), succeeded: false, quits: false)
    }
  }

  private static let seeHelp = "type 'help' to see what you can do here"

  /// The action of `actions` called `name`, in any case.
  static func action(named name: String, in actions: [ScreenAction]) -> ScreenAction? {
    actions.first { $0.name.lowercased() == name.lowercased() }
  }

  private func reply(echo: String, answer: String, quits: Bool) -> ConsoleReply {
    ConsoleReply(echo: echo, messages: pendingMessages(), answer: answer, succeeded: true, quits: quits)
  }

  private func reply(echo: String, failure: any Error) -> ConsoleReply {
    let error = ConsoleReply.Message(
      kind: .error, text: style.error("error: " + ControlCharacters.escaped("\(failure)")))
    return ConsoleReply(echo: echo, messages: pendingMessages() + [error], answer: "", succeeded: false, quits: false)
  }

  /// Saves where the user is, so the next start returns there, and answers with any warning
  /// that raised. ``ConsoleRunner`` calls it when the user has settled: before it waits for a
  /// person to type and when the session ends, as an iOS app saves its state when its scene
  /// goes to the background. Never per command, so a piped script does not write on every
  /// line; a console killed mid-script restarts where it was last saved.
  ///
  /// Answers with any warning that raised and, when saving found the account gone (deleted
  /// elsewhere) and so ended the session, the sign-in screen it now shows.
  public func saveLocation() -> ConsoleReply {
    let wasSignedIn = app?.session != nil
    app?.saveLocation()
    let ended = wasSignedIn && app?.session == nil
    return ConsoleReply(
      echo: "", messages: warnings(), answer: ended ? renderScreen() : "", succeeded: true, quits: false)
  }

  /// Notes from a previewed feature, then data problems, reported once each.
  private func pendingMessages() -> [ConsoleReply.Message] {
    let noted = notes.pending.map {
      ConsoleReply.Message(kind: .note, text: "note: " + ControlCharacters.escaped($0))
    }
    notes.pending.removeAll()
    return noted + warnings()
  }

  /// Shows `problem` as a `warning:` line with the next answer (before the first screen when
  /// reported before it): for what the front end met outside the app, such as a history file
  /// it refused.
  public func report(_ problem: String) {
    reported.append(problem)
  }

  /// Problems reported to the console, then data problems the app met, not shown yet: one
  /// `warning:` line each.
  private func warnings() -> [ConsoleReply.Message] {
    let problems = reported + (app?.environment.takeProblems() ?? [])
    reported.removeAll()
    return problems.map {
      ConsoleReply.Message(kind: .warning, text: style.error("warning: " + ControlCharacters.escaped($0)))
    }
  }

  /// What a transcript shows for a line typed as `text`: control characters escaped, very
  /// long lines shortened.
  private func echo(_ text: String) -> String {
    InputLine.text(ControlCharacters.escaped(text)).echo
  }

  /// The echo of a line that could not be read as a command: its first word alone, unless it
  /// names a global command, since the rest may hold a password.
  private func unreadableEcho(of line: InputLine) -> String {
    guard let text = line.text else { return line.echo }
    let first = text.split(whereSeparator: \.isWhitespace).first
    guard let first, !GlobalCommand.names.contains(first.lowercased()) else { return echo(text) }
    return maskedEcho(of: line)
  }

  /// The echo of `line` with its arguments masked, the first word alone shown: for a line
  /// whose arguments may hold a password (`log demo scaffolding`, completed from `lo`). A word
  /// alone is masked too unless it names a command here.
  private func maskedEcho(of line: InputLine) -> String {
    guard let text = line.text else { return line.echo }
    let words = text.split(whereSeparator: \.isWhitespace)
    guard words.count > 1 else { return namesCommand(words.first) ? echo(text) : SecretArguments.mask }
    return echo(SecretArguments.masked(name: String(words[0]), arguments: [text], from: 0))
  }

  /// Whether `word` names a global command or an action of the visible screen.
  private func namesCommand(_ word: Substring?) -> Bool {
    guard let word else { return true }
    return GlobalCommand.names.contains(word.lowercased())
      || Self.action(named: String(word), in: root.visibleScreen?.render().actions ?? []) != nil
  }

  /// Whether the arguments of `command`, typed as `text`, may be a password typed in the
  /// wrong place, so neither its echo nor its error shows them: those of a command that can't
  /// work on this screen (`tab` while signed out), and `open`'s when they are no link.
  private func argumentsMayBeSecret(_ command: GlobalCommand, typed text: String) -> Bool {
    guard let name = text.split(whereSeparator: \.isWhitespace).first?.lowercased() else { return false }
    if case .open(let url) = command, !DeepLink.hasScheme(url) { return true }
    return !AvailableCommands.names(root: root, visible: root.visibleScreen).contains(name == "exit" ? "quit" : name)
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
      guard let mainTabs = app?.mainTabs, let visible = root.visibleScreen,
        let tabs = VisibleTabs(root: root, visible: visible)
      else {
        throw ConsoleError("there are no tabs here" + (app != nil ? "; sign in first" : ""))
      }
      // The modal rule comes before the name: with a sheet over the bar, no tab can be reached.
      if let modal = app?.openModal { throw OpenModal.Refusal(modal: modal) }
      try mainTabs.selectTab(at: try tabs.index(of: name))
    case .open(let url):
      let app = try requireApp("open")
      // Before the link is read, so a refusal never quotes it: with a modal open, no link works.
      if let modal = app.openModal { throw OpenModal.Refusal(modal: modal) }
      guard DeepLink.hasScheme(url) else {
        throw ConsoleError("not a link, so not repeated in case it was a password; links start with \(DeepLink.scheme)")
      }
      try app.open(try DeepLink(parsing: url))
    case .location:
      let app = try requireApp("where")
      let note = app.openModal.map { "  (\($0) is open; links don't include it)" } ?? ""
      return ControlCharacters.escaped(app.location.description + note)
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

  /// Runs `action`, first asking for a secret left off the line when a terminal can answer.
  private func perform(_ action: ScreenAction, arguments: [String], on visible: VisibleScreen) throws {
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

  /// What `help` prints: what can be typed here, or one command explained; wrapped to the
  /// width as screens are, except that a row whose summary is too long wraps under its column
  /// rather than being shortened (see ``TwoColumnTable``), since help is read to learn.
  private func help(_ name: String?) throws -> String {
    let width = width()
    func fitted(_ line: String) -> [String] {
      width.map { LineFitting.fitted(line, width: $0) } ?? [line]
    }
    let visible = root.visibleScreen
    let actions = visible?.render().actions ?? []
    guard let name else {
      var lines = fitted("On this screen:")
      if actions.isEmpty {
        lines += fitted("  (nothing but the commands below)")
      } else {
        let rows = actions.map { (ControlCharacters.escaped($0.usage), ControlCharacters.escaped($0.summary)) }
        lines += TwoColumnTable.lines(rows, width: width)
      }
      let available = AvailableCommands.names(root: root, visible: visible)
      let globals = zip(GlobalCommand.listedNames, GlobalCommand.summaries).filter { available.contains($0.0) }.map(\.1)
      lines += fitted("Also here:") + TwoColumnTable.lines(globals, width: width)
      lines += fitted("Quote arguments with spaces (\"Jane Doe\"); lines starting with # are comments.")
      return lines.joined(separator: "\n")
    }
    if let action = Self.action(named: name, in: actions) {
      return ActionHelp.text(for: action, width: width)
    }
    let global = name.lowercased() == "exit" ? "quit" : name.lowercased()
    if let index = GlobalCommand.listedNames.firstIndex(of: global) {
      let entry = GlobalCommand.summaries[index]
      return fitted("\(entry.usage)  \(entry.summary)").joined(separator: "\n")
    }
    throw ConsoleError("no command '\(name)' here; type 'help' to see what you can do here")
  }
}
