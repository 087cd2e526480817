@_spi(Inspection) import Scaffolding
@_spi(Inspection) import ScaffoldingTesting
import Testing

/// `present(_:as:returning:)` awaits what the presented coordinator hands to
/// `dismissCoordinator(returning:)`, and nil when it leaves any other way.
@MainActor
@Suite("Async results", .timeLimit(.minutes(1)))
struct AsyncResultTests {
  /// Waits, without sleeping, until `coordinator` publishes a presentation, then hands over the
  /// child coordinator on top of `flow`'s stack.
  @MainActor
  private final class PresentationWaiter {
    let stream: AsyncStream<Void>
    private let continuation: AsyncStream<Void>.Continuation
    private var observation: NavigationObservation?

    init(observing coordinator: some Coordinatable) {
      (stream, continuation) = AsyncStream.makeStream(of: Void.self)
      observation = coordinator.observeNavigation { [continuation] event in
        if case .present = event.kind { continuation.yield() }
      }
    }

    func next() async {
      for await _ in stream { return }
    }
  }

  @Test func resumesWithTheChildsResult() async throws {
    let flow = HomeFlow()
    let waiter = PresentationWaiter(observing: flow)
    async let result = flow.present(.compose, as: .sheet, returning: String.self)
    await waiter.next()
    let compose = try #require(flow.stack.destinations.last?.coordinator as? ComposeFlow)
    compose.route(to: .preview)
    compose.send("hello")
    #expect(await result == "hello")
    expectStack(of: flow, [.feed])
  }

  @Test("the tree is not settled until a presenter given its result has run on from its await")
  func settlingWaitsForThePresenter() async throws {
    let flow = HomeFlow()
    let waiter = PresentationWaiter(observing: flow)
    var ranOn = false
    let presenter = Task {
      _ = await flow.present(.compose, returning: String.self)
      ranOn = true
    }
    await waiter.next()
    let compose = try #require(flow.stack.destinations.last?.coordinator as? ComposeFlow)
    compose.send("hello")
    #expect(flow.hasPendingWork)
    await flow.settled()
    #expect(ranOn)
    #expect(!flow.hasPendingWork)
    await presenter.value
  }

  @Test func resumesWithNilWhenDismissedWithoutAResult() async throws {
    let flow = HomeFlow()
    let waiter = PresentationWaiter(observing: flow)
    async let result = flow.present(.compose, as: .fullScreenCover, returning: String.self)
    await waiter.next()
    let compose = try #require(flow.stack.destinations.last?.coordinator as? ComposeFlow)
    compose.dismissCoordinator()
    #expect(await result == nil)
  }

  @Test func resumesWithNilWhenThePresenterRemovesIt() async throws {
    let tabs = MainTabs()
    let waiter = PresentationWaiter(observing: tabs)
    async let result = tabs.present(.compose, as: .sheet, returning: Int.self)
    await waiter.next()
    tabs.goBack()
    #expect(await result == nil)
  }

  @Test func resumesWithNilForAResultOfAnotherType() async throws {
    let app = AppRoot()
    let waiter = PresentationWaiter(observing: app)
    async let result = app.present(.compose, as: .sheet, returning: Int.self)
    await waiter.next()
    let compose = try #require(app.root.modals.last?.coordinator as? ComposeFlow)
    compose.send("not a number")
    #expect(await result == nil)
    expectModals(of: app, [])
  }

  @Test func aRootsChildDeliversToWhoeverPresentedTheRoot() async throws {
    let flow = HomeFlow()
    let waiter = PresentationWaiter(observing: flow)
    async let result = flow.present(.shell, as: .sheet, returning: String.self)
    await waiter.next()
    let shell = try #require(flow.stack.destinations.last?.coordinator as? AppRoot)
    shell.setRoot(.compose) { (compose: ComposeFlow) in compose.send("from inside") }
    #expect(await result == "from inside")
    expectStack(of: flow, [.feed])
  }

  @Test func returnsNilAtOnceFromACoordinatorThatLeftTheTree() async throws {
    let flow = HomeFlow()
    var departed: HomeFlow?
    flow.route(to: .nested) { (nested: HomeFlow) in departed = nested }
    flow.pop()
    let nested = try #require(departed)
    let result = await nested.present(.compose, as: .sheet, returning: String.self)
    #expect(result == nil)
  }

  @Test func returnsNilWhenAnObserverDismissesTheModalAsItAppears() async throws {
    let flow = HomeFlow()
    let observation = flow.observeNavigation { event in
      guard case .present = event.kind else { return }
      (flow.stack.destinations.last?.coordinator as? ComposeFlow)?.send("too early")
    }
    let result = await flow.present(.compose, as: .sheet, returning: String.self)
    #expect(result == nil)
    expectStack(of: flow, [.feed])
    observation.cancel()
  }
}
