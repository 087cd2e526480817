import Scaffolding
import ScaffoldingTesting
import Testing

/// `present(_:as:returning:onResult:)`: a presenter hears exactly one result however the modal
/// closes, the value handed to `dismissCoordinator(returning:)` or nil.
@MainActor
@Suite("Presentation results, exactly once")
struct PresentationResultTests {
  /// Every result a presentation handed back, in order.
  @MainActor
  private final class Results<Value> {
    var received: [Value?] = []
  }

  private func presentCompose(on flow: HomeFlow, into results: Results<String>) throws -> ComposeFlow {
    flow.present(.compose, returning: String.self) { results.received.append($0) }
    return try #require(flow.stack.destinations.last?.coordinator as? ComposeFlow)
  }

  @Test func theChildsResultArrivesOnceAsItCloses() throws {
    let flow = HomeFlow()
    let results = Results<String>()
    let compose = try presentCompose(on: flow, into: results)
    #expect(results.received.isEmpty)
    compose.send("hello")
    #expect(results.received == ["hello"])
    expectStack(of: flow, [.feed])
  }

  @Test func closingWithoutAResultHandsBackNilOnce() throws {
    let flow = HomeFlow()
    let results = Results<String>()
    let compose = try presentCompose(on: flow, into: results)
    compose.dismissCoordinator()
    compose.dismissCoordinator()
    #expect(results.received == [nil])
  }

  @Test func aPopOfTheModalHandsBackNil() throws {
    let flow = HomeFlow()
    let results = Results<String>()
    _ = try presentCompose(on: flow, into: results)
    flow.pop()
    #expect(results.received == [nil])
  }

  @Test func aRootSwapAboveThePresenterHandsBackNil() throws {
    let app = AppRoot()
    let results = Results<String>()
    var home: HomeFlow?
    app.setRoot(.home) { (flow: HomeFlow) in home = flow }
    _ = try presentCompose(on: try #require(home), into: results)
    app.setRoot(.signedOut)
    #expect(results.received == [nil])
  }

  @Test func aResultOfAnotherTypeIsNil() throws {
    let flow = HomeFlow()
    let results = Results<Int>()
    flow.present(.compose, returning: Int.self) { results.received.append($0) }
    let compose = try #require(flow.stack.destinations.last?.coordinator as? ComposeFlow)
    compose.send("not a number")
    #expect(results.received == [nil])
  }

  @Test func aPresenterThatLeftTheTreeHearsNilAtOnce() throws {
    let flow = HomeFlow()
    var departed: HomeFlow?
    flow.route(to: .nested) { (nested: HomeFlow) in departed = nested }
    flow.pop()
    let results = Results<String>()
    try #require(departed).present(.compose, returning: String.self) { results.received.append($0) }
    #expect(results.received == [nil])
  }

  @Test func aReleasedTreeHandsBackNil() throws {
    let results = Results<String>()
    var flow: HomeFlow? = HomeFlow()
    _ = try presentCompose(on: try #require(flow), into: results)
    flow = nil
    #expect(results.received == [nil])
  }
}
