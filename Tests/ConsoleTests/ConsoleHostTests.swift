import AppFeature
import AppTesting
import Scaffolding
import Testing

@testable import ConsoleUI

/// The console asks the app what it can do through ``ConsoleHost``, never by casting its root,
/// and one table of global commands feeds help, the footer, completion and the parser.
@MainActor
@Suite("Console host and command table")
struct ConsoleHostTests {
  /// A host that answers what a test chooses, over any root.
  @MainActor
  private final class StubHost: ConsoleHost {
    var canSelectTabs = false
    var followsLinks = false
    var hasNetwork = false
    var linkSuggestions: [DeepLink] = []
    var locationLine: String?
    var shutDowns = 0
    func commandWords() async -> Set<String> { [] }
    func shutDown() async { shutDowns += 1 }
  }

  /// Auth alone, as `--feature auth` runs it: a root that is no app.
  private func previewRoot() throws -> any Coordinatable {
    try #require(FeaturePreview(rawValue: "auth")).makeCoordinator { _ in }
  }

  /// The names the footer of `session`'s screen lists, in order.
  private func footer(of session: ConsoleSession) -> [String] {
    let footer = session.renderScreen().split(separator: "\n").last ?? ""
    return footer.dropFirst("Also: ".count).split(separator: ", ").map(String.init)
  }

  @Test("what can be typed and completed comes from the host's answers, whatever the root is")
  func commandsFollowTheHost() throws {
    let root = try previewRoot()
    let host = StubHost()
    func available() -> [String] {
      AvailableCommands.names(root: root, host: host, visible: root.visibleScreen)
    }
    #expect(available() == ["help", "tree", "log", "quit"])
    host.followsLinks = true
    host.hasNetwork = true
    host.canSelectTabs = true
    #expect(available() == ["help", "tab", "open", "where", "tree", "log", "network", "quit"])
    host.linkSuggestions = [DeepLink(section: "alpha"), DeepLink(section: "beta")]
    let links = Completion.candidates(for: "open app://a", visible: root.visibleScreen, root: root, host: host)
    #expect(links == ["app://alpha"])
    host.followsLinks = false
    #expect(Completion.candidates(for: "open ", visible: root.visibleScreen, root: root, host: host).isEmpty)
  }

  @Test("a preview answers as no app: no tab, open, where or network, and nothing to shut down")
  func previewIsNoApp() async throws {
    let session = ConsoleSession(preview: try #require(FeaturePreview(rawValue: "auth")))
    #expect(session.host is PreviewHost)
    #expect(!session.host.canSelectTabs && !session.host.followsLinks && !session.host.hasNetwork)
    #expect(session.host.linkSuggestions.isEmpty && session.host.locationLine == nil)
    #expect(footer(of: session) == ["help", "tree", "log", "quit"])
    #expect(
      await session.execute("where").output == "error: 'where' needs the whole app; this console runs one feature")
    await session.host.shutDown()
  }

  @Test("the app answers as itself: its links, its location, its tabs once signed in")
  func appIsTheHost() async throws {
    let app = AppCoordinator.onStandInTabs()
    let session = ConsoleSession(app: app)
    #expect(session.host === app)
    #expect(!app.canSelectTabs && app.followsLinks && app.hasNetwork)
    await session.runSettled("login demo scaffolding")
    #expect(app.canSelectTabs)
    #expect(await session.execute("where").output == app.locationLine)
    #expect(session.completions(for: "open app://") == app.linkSuggestions.map(\.description))
  }

  @Test("help, the footer and completion list the same commands, those of the table that work here")
  func oneTable() async throws {
    let session = ConsoleSession(app: .onStandInTabs())
    for line in ["", "login demo scaffolding", "page 2", "sheet"] {
      if !line.isEmpty { await session.runSettled(line) }
      let visible = session.root.visibleScreen
      let entries = AvailableCommands.entries(root: session.root, host: session.host, visible: visible)
      let names = entries.map(\.name)
      #expect(names == GlobalCommand.table.map(\.name).filter(names.contains), "in the table's order")
      #expect(footer(of: session) == names, "after '\(line)'")
      let actions = Set(visible?.render().actions.map(\.name) ?? [])
      let completed = Set(session.completions(for: "")).subtracting(actions)
      #expect(completed == Set(entries.flatMap { [$0.name] + $0.aliases }), "after '\(line)'")
      let help = await session.execute("help").output
      let listed = help.split(separator: "\n").drop { $0 != "Also here:" }.dropFirst()
        .prefix { $0.hasPrefix("  ") }.map { String($0.dropFirst(2).prefix { $0 != " " }) }
      #expect(listed == names, "after '\(line)'")
    }
  }

  @Test("every name in the table, and only those, is reserved, parses, and is explained by help")
  func tableIsTheSource() async throws {
    #expect(GlobalCommand.names == Set(GlobalCommand.table.flatMap { [$0.name] + $0.aliases }))
    let session = ConsoleSession(app: .onStandInTabs())
    for entry in GlobalCommand.table {
      for name in [entry.name] + entry.aliases {
        #expect(GlobalCommand.entry(named: name)?.usage == entry.usage)
        #expect(await session.execute("help \(name)").output == "\(entry.usage)  \(entry.summary)")
        // A usage error (`tab` alone) also means the name was read as a global command.
        if case .action? = try? ConsoleCommand(.text(name)) { Issue.record("\(name) read as an action") }
      }
    }
  }
}
