import AppFeature
import Scaffolding

/// The console's brain: turns one typed line into navigation and answers with what to print.
///
/// Holds no I/O, so tests drive it line by line and the executable only moves text between it
/// and the terminal.
@MainActor
public final class ConsoleSession {
  /// The app being driven.
  public let app: AppCoordinator

  /// A console over `app`.
  public init(app: AppCoordinator) {
    self.app = app
  }

  /// The visible screen, drawn.
  public func renderScreen() -> String {
    guard let visible = app.visibleScreen else { return "(nothing to show)" }
    return ScreenRenderer.render(visible.render(), tabBar: TabBar(app: app, visible: visible))
  }

  /// Runs one line: a global command or one of the visible screen's actions. Never throws and
  /// never traps: a refused line answers with a one-line `error:` and changes nothing.
  public func execute(_ line: String) -> ConsoleReply {
    do {
      let words = try CommandLineParser.words(in: line)
      guard let name = words.first else { return ConsoleReply(output: "", succeeded: true, quits: false) }
      if let command = try GlobalCommand.parse(words) {
        return try run(command)
      }
      try perform(name, arguments: Array(words.dropFirst()))
      return ConsoleReply(output: renderScreen(), succeeded: true, quits: false)
    } catch {
      return ConsoleReply(output: "error: \(error)", succeeded: false, quits: false)
    }
  }

  private func run(_ command: GlobalCommand) throws -> ConsoleReply {
    switch command {
    case .help:
      return ConsoleReply(output: help(), succeeded: true, quits: false)
    case .quit:
      return ConsoleReply(output: "Bye.", succeeded: true, quits: true)
    case .back:
      guard app.goBack() != .none else { throw ConsoleError("nothing to go back to") }
    case .tab(let name):
      try selectTab(named: name)
    }
    return ConsoleReply(output: renderScreen(), succeeded: true, quits: false)
  }

  private func perform(_ name: String, arguments: [String]) throws {
    guard let visible = app.visibleScreen else { throw ConsoleError("nothing is shown") }
    guard let action = visible.render().action(named: name) else {
      throw ConsoleError("unknown command '\(name)'; type 'help' to see what you can do here")
    }
    try action.perform(arguments)
  }

  private func selectTab(named name: String) throws {
    guard let tabs = app.mainTabs else { throw ConsoleError("there are no tabs here; sign in first") }
    let titles = tabs.tabItems.tabs.map { $0.tabLabel?.title.lowercased() ?? "" }
    let index = Int(name).map { $0 - 1 } ?? titles.firstIndex(of: name.lowercased())
    guard let index, titles.indices.contains(index) else {
      let choices = titles.enumerated().map { "\($0.offset + 1) \($0.element)" }.joined(separator: ", ")
      throw ConsoleError("no tab '\(name)'; choose one of: \(choices)")
    }
    tabs.select(index: index)
  }

  private func help() -> String {
    var lines = ["Commands on every screen: \(GlobalCommand.usage)"]
    if let body = app.visibleScreen?.render(), !body.actions.isEmpty {
      lines.append("On this screen: " + body.actions.map(\.usage).joined(separator: ", "))
    }
    return lines.joined(separator: "\n")
  }
}
