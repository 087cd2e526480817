import Analytics
import AnalyticsTesting
import Scaffolding
import ScaffoldingTesting
import Testing

@MainActor
@Suite("Screen views from navigation events")
struct ScreenViewTrackerTests {
  let shelf = ShelfCoordinator()
  let recorder = ScreenViewRecorder()

  func tracker(client: AnalyticsClient? = nil, onFailure: @escaping @MainActor (any Error) -> Void = { _ in })
    -> ScreenViewTracker
  {
    ScreenViewTracker(observing: shelf, client: client ?? .recording(into: recorder), onFailure: onFailure)
  }

  @Test("the screen shown when tracking starts is the first view, as a root")
  func firstView() async {
    let tracker = tracker()
    await tracker.delivered()
    let lines = await recorder.takeLines()
    #expect(lines == ["start → Shelf.list (root)"])
  }

  @Test("a push, a sheet and each way back are one view each, named by coordinator and route")
  func eachMove() async {
    let tracker = tracker()
    await tracker.delivered()
    _ = await recorder.takeLines()

    shelf.route(to: .book(1))
    await tracker.delivered()
    shelf.present(.note)
    await tracker.delivered()
    shelf.pop()
    await tracker.delivered()
    shelf.pop()
    await tracker.delivered()
    shelf.present(.note, as: .fullScreenCover)
    await tracker.delivered()

    #expect(
      await recorder.takeLines() == [
        "Shelf.list → Shelf.book (push)",
        "Shelf.book → StandInFlow.start (sheet)",
        "StandInFlow.start → Shelf.book (back)",
        "Shelf.book → Shelf.list (back)",
        "Shelf.list → StandInFlow.start (fullScreenCover)",
      ])
  }

  @Test("one change of several events is one view of where it ends; the user never saw the screens between")
  func severalEventsOneView() async {
    let tracker = tracker()
    await tracker.delivered()
    _ = await recorder.takeLines()

    shelf.route(to: .book(1))
    shelf.route(to: .book(2))
    shelf.present(.note)
    await tracker.delivered()

    let lines = await recorder.takeLines()
    #expect(lines == ["Shelf.list → StandInFlow.start (sheet)"])
  }

  @Test("a change that leaves the same screen showing records nothing")
  func noMoveNoView() async {
    let tracker = tracker()
    await tracker.delivered()
    _ = await recorder.takeLines()

    shelf.route(to: .book(1))
    shelf.pop()
    await tracker.delivered()

    let lines = await recorder.takeLines()
    #expect(lines == [])
  }

  @Test("views are read on the main actor's next turn without anyone asking, as SwiftUI draws")
  func readsOnItsOwn() async {
    let (views, continuation) = AsyncStream.makeStream(of: ScreenView.self)
    let tracker = tracker(client: AnalyticsClient { continuation.yield($0) })
    var received = views.makeAsyncIterator()
    #expect(await received.next()?.description == "start → Shelf.list (root)")
    shelf.route(to: .book(1))
    #expect(await received.next()?.description == "Shelf.list → Shelf.book (push)")
    withExtendedLifetime(tracker) {}
  }

  @Test("a view the client can't record goes to onFailure, and the next views still go")
  func failureDoesNotStopTracking() async {
    struct Offline: Error {}
    let failures = ScreenViewRecorder()
    var errors: [any Error] = []
    let tracker = tracker(
      client: AnalyticsClient { view in
        guard view.presentation != .push else { throw Offline() }
        await failures.record(view)
      },
      onFailure: { errors.append($0) })
    await tracker.delivered()

    shelf.route(to: .book(1))
    await tracker.delivered()
    shelf.pop()
    await tracker.delivered()

    #expect(errors.count == 1)
    #expect(errors.first is Offline)
    let lines = await failures.takeLines()
    #expect(lines == ["start → Shelf.list (root)", "Shelf.book → Shelf.list (back)"])
  }

  @Test("tracking stops when the tracker is released")
  func releasedTrackerStops() async {
    var tracker: ScreenViewTracker? = tracker()
    await tracker?.delivered()
    weak let released = tracker
    tracker = nil
    #expect(released == nil)
    shelf.route(to: .book(1))
    let lines = await recorder.takeLines()
    #expect(lines == ["start → Shelf.list (root)"])
  }
}
