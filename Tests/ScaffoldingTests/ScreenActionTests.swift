import Scaffolding
import Testing

@MainActor
@Suite("Screen actions and their arguments")
struct ScreenActionTests {
  /// Records what a handler read, so each test checks what reached it.
  final class Received {
    var values: [String?] = []
  }

  private func search(into received: Received) -> ScreenAction {
    ScreenAction(
      "search", summary: "Search", parameters: [.init("query"), .init("page", optional: true)]
    ) { arguments in
      received.values = [try arguments.text("query"), arguments.optionalText("page")]
      if arguments.optionalText("page") != nil { _ = try arguments.integer("page") }
    }
  }

  @Test func argumentsReachTheHandlerByName() throws {
    let received = Received()
    try search(into: received).perform(["swift"])
    #expect(received.values == ["swift", nil])
    try search(into: received).perform(["swift", "2"])
    #expect(received.values == ["swift", "2"])
  }

  @Test func missingAndExtraArgumentsAreRefusedBeforeTheHandlerRuns() {
    let received = Received()
    let action = search(into: received)
    #expect(throws: ScreenActionError("'search' needs <query> (usage: search <query> [page])")) {
      try action.perform([])
    }
    #expect(throws: ScreenActionError("'search' takes 2 arguments, got 3 (usage: search <query> [page])")) {
      try action.perform(["a", "1", "extra"])
    }
    #expect(received.values.isEmpty)
  }

  @Test func aWholeNumberArgumentNamesItselfWhenItIsNotOne() {
    let received = Received()
    #expect(throws: ScreenActionError("'search': <page> must be a whole number, got 'two'")) {
      try search(into: received).perform(["swift", "two"])
    }
  }

  @Test func anArgumentTheActionDoesNotDeclareIsMissing() {
    let action = ScreenAction("open", summary: "Open", parameters: [.init("id")]) { arguments in
      _ = try arguments.text("name")
    }
    #expect(throws: ScreenActionError("'open' needs <name>")) { try action.perform(["7"]) }
  }
}
