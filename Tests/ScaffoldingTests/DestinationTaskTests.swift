@_spi(Inspection) @_spi(Tasks) import Scaffolding
@_spi(Inspection) import ScaffoldingTesting
import Testing

/// A reference a test and a task it starts both write to.
@MainActor
private final class Box<Value> {
  var value: Value

  init(_ value: Value) {
    self.value = value
  }
}

/// Waits, without sleeping, for the next `.present` event of a coordinator's tree.
@MainActor
private final class PresentationWaiter {
  private let stream: AsyncStream<Void>
  private var observation: NavigationObservation?

  init(observing coordinator: some Coordinatable) {
    let (stream, continuation) = AsyncStream.makeStream(of: Void.self)
    self.stream = stream
    observation = coordinator.observeNavigation { event in
      if case .present = event.kind { continuation.yield() }
    }
  }

  func next() async {
    for await _ in stream { return }
  }
}

/// `Screen.task`: work that starts when its destination enters the tree and is cancelled when it
/// leaves, by every path.
@MainActor
@Suite("Destination tasks start and end with their destination", .timeLimit(.minutes(1)))
struct DestinationTaskLifetimeTests {
  let source = ManualSource()

  @Test func aPushedDestinationStartsLoadingDuringThePush() async throws {
    let flow = LoadingFlow(source: source)
    flow.route(to: .item(1))
    #expect(source.asked == [1])
    #expect(flow.hasPendingWork)
    let model = try #require(flow.models.last)
    #expect(model.state == .loading)
    #expect(flow.visibleScreen?.render().lines == ["Loading…"])
    source.answer(1, with: "one")
    await flow.settled()
    #expect(model.state == .loaded("one"))
    #expect(flow.visibleScreen?.render().lines == ["one"])
    #expect(!flow.hasPendingWork)
  }

  @Test func aScreenWithATaskIsStillTheScreenTheRouteMade() {
    let flow = LoadingFlow(source: source)
    flow.route(to: .item(1))
    guard case .screen(let screen) = flow.stack.destinations.last?.content else {
      Issue.record("the pushed item shows no screen")
      return
    }
    #expect(screen is ItemScreen)
  }

  @Test func aTaskUnderAnotherModifierStillStarts() {
    let flow = LoadingFlow(source: source)
    flow.route(to: .decorated(4))
    #expect(source.asked == [4])
    flow.pop()
    #expect(source.cancelled == [4])
  }

  @Test func anImmediateDependencyHasLoadedWhenThePushReturns() {
    source.immediateAnswer = "cached"
    let flow = LoadingFlow(source: source)
    flow.route(to: .item(3))
    #expect(flow.models.last?.state == .loaded("cached"))
    #expect(!flow.hasPendingWork)
    #expect(source.ends.value == 1)
  }

  @Test func twoDetailsOnTheStackLoadIndependently() async throws {
    let flow = LoadingFlow(source: source)
    flow.route(to: .item(1)).route(to: .item(2))
    #expect(source.waitingKeys == [1, 2])
    let first = try #require(flow.models.first)
    let second = try #require(flow.models.last)
    source.answer(2, with: "two")
    await source.ends.reach(1)
    #expect(second.state == .loaded("two"))
    #expect(first.state == .loading)
    #expect(flow.hasPendingWork)
    source.answer(1, with: "one")
    await flow.settled()
    #expect(first.state == .loaded("one"))
  }

  @Test func aRootStartsWhenItsCoordinatorIsFirstUsed() {
    let flow = LoadingFlow(root: .list, source: source)
    #expect(source.asked.isEmpty)
    _ = flow.visibleScreen
    #expect(source.asked == [0])
  }

  @Test func aPoppedDestinationsTaskIsCancelled() async {
    let flow = LoadingFlow(source: source)
    let recorder = NavigationRecorder(observing: flow)
    flow.route(to: .item(1))
    flow.pop()
    #expect(source.cancelled == [1])
    #expect(!flow.hasPendingWork)
    await source.ends.reach(1)
    #expect(flow.models.last?.state == .loading)
    #expect(recorder.diagnostics.isEmpty)
  }

  @Test func popToRootCancelsEveryTaskAboveTheRootTopDown() {
    let flow = LoadingFlow(root: .list, source: source)
    flow.route(to: .item(1)).route(to: .once(2))
    flow.popToRoot()
    #expect(source.cancelled == [2, 1])
    #expect(source.waitingKeys == [0])
  }

  @Test func aDismissedModalsTasksAreCancelled() {
    let flow = LoadingFlow(source: source)
    flow.present(.item(5))
    var presented: LoadingFlow?
    flow.present(.child, as: .fullScreenCover) { (child: LoadingFlow) in presented = child }
    #expect(source.asked == [5, 0])
    presented?.dismissCoordinator()
    #expect(source.cancelled == [0])
    flow.pop()
    #expect(source.cancelled == [0, 5])
  }

  @Test func aSwappedRootsTaskIsCancelled() {
    let flow = LoadingFlow(root: .list, source: source)
    flow.route(to: .item(1))
    flow.setRoot(.once(2))
    #expect(source.cancelled == [1, 0])
    #expect(source.waitingKeys == [2])
  }

  @Test func aRootSwapAboveAFlowCancelsEverythingInIt() {
    let root = LoadingRoot(source: source)
    var flow: LoadingFlow?
    root.setRoot(.flow) { (made: LoadingFlow) in flow = made }
    flow?.route(to: .item(1))
    #expect(source.waitingKeys == [0, 1])
    root.setRoot(.plain)
    #expect(source.cancelled == [1, 0])
    #expect(!root.hasPendingWork)
  }

  @Test func aRemovedTabsTasksAreCancelled() {
    let tabs = LoadingTabs(tabs: [.first, .screen], source: source)
    _ = tabs.visibleScreen
    #expect(source.asked == [100, 0])
    tabs.removeFirstTab(.screen)
    #expect(source.cancelled == [100])
    tabs.removeFirstTab(.first)
    #expect(source.cancelled == [100, 0])
  }

  @Test func replacedTabsTasksAreCancelledAndNewScreenTabsStart() {
    let tabs = LoadingTabs(tabs: [.first, .screen], source: source)
    _ = tabs.visibleScreen
    tabs.setTabs([.second, .screen])
    #expect(source.cancelled == [100, 0])
    #expect(source.waitingKeys == [101])
    _ = tabs.visibleScreen
    #expect(source.waitingKeys == [101, 0])
  }

  @Test func releasingACoordinatorCancelsItsTasks() async {
    var flow: LoadingFlow? = LoadingFlow(root: .list, source: source)
    flow?.route(to: .item(1)).route(to: .once(2))
    weak let released = flow
    flow = nil
    #expect(released == nil)
    #expect(source.cancelled == [2, 1, 0])
    await source.ends.reach(3)
  }

  @Test func releasingATreeCancelsTheTasksOfCoordinatorsInside() async {
    var root: LoadingRoot? = LoadingRoot(source: source)
    _ = root?.visibleScreen
    #expect(source.waitingKeys == [0])
    root = nil
    #expect(source.cancelled == [0])
    await source.ends.reach(1)
  }
}

/// `task(id:)` restarts its work when what the id reads changes, and only then.
@MainActor
@Suite("Destination tasks restart for a new id", .timeLimit(.minutes(1)))
struct DestinationTaskRestartTests {
  let source = ManualSource()

  @Test func aRetryAfterAFailureLoadsAgain() async throws {
    let flow = LoadingFlow(source: source)
    flow.route(to: .item(1))
    let model = try #require(flow.models.last)
    source.fail(1)
    await source.ends.reach(1)
    #expect(model.state == .failed)
    model.retry()
    #expect(flow.hasPendingWork)
    await source.calls.reach(2)
    #expect(model.state == .loading)
    source.answer(1, with: "at last")
    await flow.settled()
    #expect(model.state == .loaded("at last"))
    #expect(source.asked == [1, 1])
  }

  @Test func aNewIdCancelsTheRunningWork() async throws {
    let flow = LoadingFlow(source: source)
    flow.route(to: .item(1))
    try #require(flow.models.last).retry()
    await source.calls.reach(2)
    #expect(source.cancelled == [1])
    #expect(source.waitingKeys == [1])
  }

  @Test func aChangeThatLeavesTheIdEqualRestartsNothing() async throws {
    let flow = LoadingFlow(source: source)
    flow.route(to: .pairs(1))
    let model = try #require(flow.models.last)
    source.answer(1, with: "one")
    await flow.settled()
    model.retry()
    #expect(flow.hasPendingWork)
    await flow.settled()
    #expect(source.asked == [1])
    #expect(model.state == .loaded("one"))
    model.retry()
    await source.calls.reach(2)
    #expect(source.asked == [1, 1])
    #expect(model.state == .loading)
  }

  @Test func aRestartAfterThePopRestartsNothing() async throws {
    let flow = LoadingFlow(source: source)
    flow.route(to: .item(1))
    let model = try #require(flow.models.last)
    flow.pop()
    model.retry()
    #expect(!flow.hasPendingWork)
    await flow.settled()
    #expect(source.asked == [1])
  }

  @Test func theSupersededRunsLateResultIsRefused() async throws {
    source.honoursCancellation = false
    let flow = LoadingFlow(source: source)
    let recorder = NavigationRecorder(observing: flow)
    flow.route(to: .item(1))
    let model = try #require(flow.models.last)
    model.retry()
    await source.calls.reach(2)
    source.answer(1, with: "old")
    await source.ends.reach(1)
    #expect(model.state == .loading)
    #expect(recorder.diagnosticCodes == [.lateResult])
    #expect(recorder.diagnostics.first?.message.contains("restarted") == true)
    source.answer(1, with: "new")
    await flow.settled()
    #expect(model.state == .loaded("new"))
  }
}

/// Results that arrive after their destination has gone change nothing and are reported.
@MainActor
@Suite("Late results", .timeLimit(.minutes(1)))
struct LateResultTests {
  let source = ManualSource()

  @Test func aResultAfterThePopChangesNothingAndIsReported() async throws {
    source.honoursCancellation = false
    let flow = LoadingFlow(source: source)
    let recorder = NavigationRecorder(observing: flow)
    flow.route(to: .item(1))
    let model = try #require(flow.models.last)
    flow.pop()
    source.answer(1, with: "late")
    await source.ends.reach(1)
    #expect(model.state == .loading)
    #expect(recorder.diagnosticCodes == [.lateResult])
    let diagnostic = try #require(recorder.diagnostics.first)
    #expect(diagnostic.message.contains("'item'"))
    #expect(diagnostic.message.contains("left the tree"))
    #expect(diagnostic.coordinator?.refers(to: flow) == true)
  }

  @Test func aFailureAfterARootSwapChangesNothingEither() async throws {
    source.honoursCancellation = false
    let root = LoadingRoot(source: source)
    var flow: LoadingFlow?
    root.setRoot(.flow) { (made: LoadingFlow) in flow = made }
    let model = try #require(flow?.models.first)
    // The flow has left the tree with its destination: its own observers hear of the result.
    let recorder = NavigationRecorder(observing: try #require(flow))
    root.setRoot(.plain)
    source.fail(0)
    await source.ends.reach(1)
    #expect(model.state == .loading)
    #expect(recorder.diagnosticCodes == [.lateResult])
  }

  @Test func deliverAppliesOnlyWhileTheDestinationIsInTheTree() throws {
    let flow = LoadingFlow(source: source)
    let recorder = NavigationRecorder(observing: flow)
    flow.route(to: .handle)
    let handle = try #require(flow.handles.first)
    var changes = 0
    #expect(handle.deliver { changes += 1 })
    flow.pop()
    #expect(!handle.deliver { changes += 1 })
    #expect(changes == 1)
    #expect(recorder.diagnosticCodes == [.lateResult])
  }

  @Test func aFinishedRunsHandleIsRefusedOnceItsDestinationLeaves() throws {
    let flow = LoadingFlow(source: source)
    flow.route(to: .handle)
    let handle = try #require(flow.handles.first)
    #expect(!flow.hasPendingWork)
    flow.setRoot(.list)
    var changed = false
    handle.deliver { changed = true }
    #expect(!changed)
  }
}

/// Waiting for the tree to settle: no sleeping, no polling, scoped to a coordinator's tree.
@MainActor
@Suite("Settling", .timeLimit(.minutes(1)))
struct SettlingTests {
  let source = ManualSource()

  @Test func aCoordinatorJustShownCountsItsFirstScreensLoadOnceLookedAt() async {
    let flow = LoadingFlow(source: source)
    flow.route(to: .child)
    // Asking makes nothing: the child's first screen is made when something looks at it.
    #expect(!flow.hasPendingWork)
    #expect(source.asked.isEmpty)
    _ = flow.visibleScreen
    #expect(flow.hasPendingWork)
    #expect(source.asked == [0])
    source.answer(0, with: "list")
    await flow.settled()
    #expect(!flow.hasPendingWork)
  }

  @Test func nothingPendingReturnsAtOnce() async {
    let flow = LoadingFlow(source: source)
    #expect(!flow.hasPendingWork)
    await flow.settled()
    flow.route(to: .plain)
    #expect(!flow.hasPendingWork)
  }

  @Test func settledWaitsForPendingWork() async throws {
    let flow = LoadingFlow(source: source)
    flow.route(to: .item(1))
    let model = try #require(flow.models.last)
    let seen = Box<ItemModel.State?>(nil)
    let waiter = Task {
      await flow.settled()
      seen.value = model.state
    }
    source.answer(1, with: "one")
    await waiter.value
    #expect(seen.value == .loaded("one"))
  }

  @Test func settledWaitsForWorkAResultStarted() async throws {
    let flow = LoadingFlow(source: source)
    flow.route(to: .chain(1))
    let seen = Box<ItemModel.State?>(nil)
    let waiter = Task {
      await flow.settled()
      seen.value = flow.models.last?.state
    }
    source.answer(1, with: "one")
    await source.calls.reach(2)
    expectStack(of: flow, [.plain, .chain, .item])
    source.answer(2, with: "two")
    await waiter.value
    #expect(seen.value == .loaded("two"))
  }

  @Test func settlingIsScopedToTheCoordinatorsTree() async {
    let busy = LoadingFlow(source: source)
    busy.route(to: .item(1))
    let idle = LoadingFlow(source: source)
    idle.route(to: .plain)
    #expect(busy.hasPendingWork)
    #expect(!idle.hasPendingWork)
    await idle.settled()
    source.answer(1, with: "one")
    await busy.settled()
  }

  @Test func aParentSeesItsChildrensWork() async throws {
    let root = LoadingRoot(source: source)
    var flow: LoadingFlow?
    root.setRoot(.flow) { (made: LoadingFlow) in flow = made }
    let child = try #require(flow)
    source.answer(0, with: "list")
    await root.settled()
    #expect(!root.hasPendingWork)
    child.route(to: .item(1))
    #expect(root.hasPendingWork)
    #expect(child.hasPendingWork)
    source.answer(1, with: "one")
    await root.settled()
    #expect(!child.hasPendingWork)
  }

  @Test func cancellingTheWaitingTaskEndsTheWait() async {
    let flow = LoadingFlow(source: source)
    flow.route(to: .item(1))
    let waiter = Task { await flow.settled() }
    waiter.cancel()
    await waiter.value
    #expect(flow.hasPendingWork)
    source.answer(1, with: "one")
    await flow.settled()
  }
}

/// `present(_:as:returning:)` presents a sheet by default and never hangs on a tree that went.
@MainActor
@Suite("Awaited presentations end with their tree", .timeLimit(.minutes(1)))
struct AwaitedPresentationTests {
  let source = ManualSource()

  @Test func presentsASheetByDefault() async throws {
    let flow = LoadingFlow(source: source)
    let waiter = PresentationWaiter(observing: flow)
    async let result = flow.present(.child, returning: String.self)
    await waiter.next()
    #expect(flow.stack.destinations.last?.pushType == .sheet)
    let child = try #require(flow.stack.destinations.last?.coordinator as? LoadingFlow)
    child.dismissCoordinator(returning: "done")
    #expect(await result == "done")
  }

  @Test func resumesWithNilWhenARootSwapRemovesThePresenter() async throws {
    let root = LoadingRoot(source: source)
    var flow: LoadingFlow?
    root.setRoot(.flow) { (made: LoadingFlow) in flow = made }
    let presenter = try #require(flow)
    let waiter = PresentationWaiter(observing: presenter)
    async let result = presenter.present(.child, returning: String.self)
    await waiter.next()
    root.setRoot(.plain)
    #expect(await result == nil)
  }

  @Test func resumesWithNilWhenThePresentersTreeIsReleased() async throws {
    var root: LoadingRoot? = LoadingRoot(source: source)
    var flow: LoadingFlow?
    root?.setRoot(.flow) { (made: LoadingFlow) in flow = made }
    let presenter = try #require(flow)
    let waiter = PresentationWaiter(observing: presenter)
    async let result = presenter.present(.child, returning: String.self)
    await waiter.next()
    #expect(source.waitingKeys == [0])
    root = nil
    #expect(await result == nil)
    #expect(source.cancelled == [0])
    let recorder = NavigationRecorder(observing: presenter)
    presenter.route(to: .plain)
    #expect(recorder.diagnosticCodes == [.coordinatorDismissed])
  }
}
