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
    self.log = NavigationLog(observing: root)
    self.notes = notes
    self.renderer = ScreenRenderer(style: style)
  }

  /// What the console shows before the first command: any data problems met while opening,
  /// then the visible screen.
  public func openingScreen() -> String {
    (warnings() + [renderScreen()]).joined(separator: "\n")
  }

  /// Data problems the app met and has not reported yet, one `warning:` line each.
  private func warnings() -> [String] {
    guard let app, !app.environment.problems.isEmpty else { return [] }
    return app.environment.takeProblems().map { style.error("warning: \($0)") }
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
    let reply: ConsoleReply
    do {
      reply = try run(line)
    } catch {
      reply = ConsoleReply(output: style.error("error: \(error)"), succeeded: false, quits: false)
    }
    var noted: [String] = []
    if !notes.pending.isEmpty {
      noted = notes.pending.map { "note: \($0)" }
      notes.pending.removeAll()
    }
    noted += warnings()
    guard !noted.isEmpty else { return reply }
    return ConsoleReply(
      output: (noted + (reply.output.isEmpty ? [] : [reply.output])).joined(separator: "\n"),
      succeeded: reply.succeeded, quits: reply.quits)
  }

  private func run(_ line: InputLine) throws -> ConsoleReply {
    let text: String
    switch line {
    case .text(let value): text = value
    case .invalidUTF8(let count):
      throw ConsoleError("the line is not valid UTF-8 (\(count) bytes); nothing was run")
    case .tooLong(let count):
      throw ConsoleError("the line is \(count) bytes long; lines are limited to \(InputLine.maximumBytes) bytes")
    }
    if let control = Self.controlCharacter(in: text) {
      throw ConsoleError("the line contains the control character \(control.codePoint); nothing was run")
    }
    if Self.isComment(text) { return .silent }
    let words = try CommandLineParser.words(in: text)
    guard let name = words.first else {
      throw ConsoleError("empty line; type a command, or 'help' to see what you can do here")
    }
    if let command = try GlobalCommand.parse(words) { return try run(command) }
    try perform(name, arguments: Array(words.dropFirst()))
    return .shown(renderScreen())
  }

  private func run(_ command: GlobalCommand) throws -> ConsoleReply {
    switch command {
    case .help(let name):
      return .shown(try help(name))
    case .quit:
      return ConsoleReply(output: "Bye.", succeeded: true, quits: true)
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
      return .shown(try requireApp("where").location.description)
    case .tree:
      return .shown(root.hierarchySnapshot.description)
    case .log(let count):
      return .shown(log.lines(last: count).joined(separator: "\n"))
    }
    return .shown(renderScreen())
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
        text.append("\n" + TwoColumnTable.lines(actions.map { ($0.usage, $0.summary) }).joined(separator: "\n"))
      }
      text.append("\nEverywhere:\n" + TwoColumnTable.lines(GlobalCommand.summaries).joined(separator: "\n"))
      text.append("\nQuote arguments with spaces (\"Jane Doe\"); lines starting with # are comments.")
      return text
    }
    if let action = actions.first(where: { $0.name == name }) { return "\(action.usage)  \(action.summary)" }
    let global = name == "exit" ? "quit" : name
    if let entry = GlobalCommand.summaries.first(where: { $0.usage.prefix { $0 != " " } == global }) {
      return "\(entry.usage)  \(entry.summary)"
    }
    throw ConsoleError("no command '\(name)' here; type 'help' to see what you can do here")
  }
}

extension ConsoleSession {
  /// The first control character other than tab in `text`, if any.
  fileprivate static func controlCharacter(in text: String) -> Unicode.Scalar? {
    text.unicodeScalars.first { $0.properties.generalCategory == .control && $0 != "\t" }
  }

  /// Whether `text` is a comment: `#` after any spaces and tabs. A `#` joined with a mark into
  /// another character is not a comment sign.
  fileprivate static func isComment(_ text: String) -> Bool {
    text.first { $0 != " " && $0 != "\t" } == "#"
  }
}

extension Unicode.Scalar {
  /// `U+0007`: how the Unicode standard names a code point, at least four hex digits.
  fileprivate var codePoint: String {
    let hex = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
