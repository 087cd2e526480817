import AppFeature
import Foundation
@_spi(Inspection) import Scaffolding
@_spi(Inspection) import ScaffoldingTesting
import SharedModels
import Testing

/// Signs in, browses every tab and sheet, and signs out, again and again, on one app: every
/// coordinator a cycle made must be gone after its sign-out, and resident memory must not grow.
@MainActor
struct LeakSuite {
  let smoke: Bool

  private var cycles: Int { smoke ? 20 : 10_000 }

  func run() async -> [ResultRow] {
    let app = AppCoordinator(environment: .demo())
    let startCount = liveTreeCount(of: app)
    var leaked = 0
    var failure: String?
    var residentAfterWarmup = 0
    let clock = ContinuousClock()
    let start = clock.now
    for cycle in 0..<cycles {
      if cycle == cycles / 10 { residentAfterWarmup = ResourceUsage.currentResidentBytes }
      do {
        leaked += try await oneCycle(app)
      } catch {
        failure = "cycle \(cycle): \(error)"
        break
      }
    }
    let elapsed = start.duration(to: clock.now)
    let residentEnd = ResourceUsage.currentResidentBytes
    let endCount = liveTreeCount(of: app)
    if let failure { return [.failed(section: "leaks", name: "sign-in > browse > sign-out", reason: failure)] }
    return [
      ResultRow(
        section: "leaks", name: "coordinators leaked over \(cycles) cycles", value: Double(leaked), unit: "count",
        budget: .atMost(0), note: "every coordinator of each cycle tracked weakly (LeakTracker), checked after sign-out"
      ),
      ResultRow(
        section: "leaks", name: "live coordinators: end minus start", value: Double(endCount - startCount),
        unit: "count", budget: .atMost(0), note: "\(startCount) at the start, \(endCount) at the end"),
      ResultRow(
        section: "leaks", name: "memory growth after the first 10% of cycles",
        value: Double(residentEnd - residentAfterWarmup) / 1_048_576, unit: "MiB", budget: .atMost(1.0),
        note: "resident memory (statm)"),
      ResultRow(
        section: "leaks", name: "one cycle", value: elapsed.nanoseconds / Double(cycles) / 1_000, unit: "us",
        note: "login (password check at minimum cost), 8 navigations, sign-out"),
    ] + (await destinationTaskRows())
  }

  /// Each cycle makes a flow, pushes two screens whose load never answers (but stops when
  /// cancelled), pops one and drops the flow with the other still loading: the pop and the
  /// dropped tree must cancel both, and once the main actor has run what the cancellations
  /// resumed, no flow and no task body may be left.
  private func destinationTaskRows() async -> [ResultRow] {
    let tracker = LeakTracker()
    let loads = NeverAnsweringLoads()
    BenchLoads.load = loads.load
    defer { BenchLoads.load = BenchLoads.immediate }
    for cycle in 0..<cycles {
      let flow = BenchFlow()
      tracker.track(flow)
      flow.route(to: .loading(cycle)).route(to: .loading(cycle + 1))
      flow.pop()
    }
    // The cancelled bodies resume on the main actor, which this run has not let run yet: yield
    // it, until they have all returned (or nothing more happens). Pumping the run loop instead
    // runs nothing once this run has suspended (it is itself a job of the main queue).
    var idleTurns = 0
    while loads.running > 0, idleTurns < 1_000 {
      let running = loads.running
      await Task.yield()
      idleTurns = loads.running == running ? idleTurns + 1 : 0
    }
    return [
      ResultRow(
        section: "leaks", name: "coordinators alive after \(cycles) task cycles", value: Double(tracker.aliveCount),
        unit: "count", budget: .atMost(0),
        note: "a flow per cycle, two loading screens pushed, one popped, the flow dropped with the other loading"),
      ResultRow(
        section: "leaks", name: "destination tasks alive after \(cycles) task cycles",
        value: Double(loads.running), unit: "count", budget: .atMost(0),
        note: "loads their tasks started and not yet returned; \(loads.cancelled) loads cancelled"),
    ]
  }

  /// One sign-in (waited for: it finishes in its form's task, then the app saves the session),
  /// browse and sign-out (waited for: the app forgets the session first); returns how
  /// many of its coordinators outlived it.
  /// `requirePerform` throws when a screen lacks an action: outside a Swift Testing test, that
  /// ends the run with a failed row rather than stopping the program.
  private func oneCycle(_ app: AppCoordinator) async throws -> Int {
    let tracker = LeakTracker()
    tracker.trackTree(of: app)
    try requirePerform("login", "demo", "scaffolding", on: app)
    await app.settled()
    await app.finishedPendingWork()
    await app.settled()  // the feed the sign-in landed on loads
    try requirePerform("view", "3", on: app)
    await app.settled()  // the item loads off the main actor before its actions show
    try requirePerform("related", "2", on: app)
    app.goBack()
    try await app.open(DeepLink(parsing: "app://profile/user/ada"))
    app.goBack()
    await app.settled()  // your own page loads before it offers edit
    try requirePerform("edit", on: app)
    app.goBack()
    try await app.open(DeepLink(parsing: "app://home/compose"))
    app.goBack()
    try await app.open(DeepLink(parsing: "app://settings/account"))
    tracker.trackTree(of: app)
    try requirePerform("sign-out", on: app)
    await app.finishedPendingWork()
    // The app itself stays; everything else tracked this cycle must be gone.
    return tracker.aliveNames.filter { !$0.hasPrefix("AppCoordinator") || $0.contains("→") }.count
  }

  /// The coordinators in the app's tree now, the app included.
  private func liveTreeCount(of app: AppCoordinator) -> Int {
    let tracker = LeakTracker()
    tracker.trackTree(of: app)
    return tracker.aliveCount
  }
}

/// A dependency that never answers: each load waits until its task is cancelled, then returns
/// nil, as a network request cancelled with its screen does.
@MainActor
final class NeverAnsweringLoads {
  private var waiting: [Int: CheckedContinuation<String?, Never>] = [:]
  private var nextID = 0
  private(set) var cancelled = 0
  /// Loads started and not yet returned.
  private(set) var running = 0

  var load: @MainActor (Int) async -> String? {
    { [self] _ in
      let id = nextID
      nextID += 1
      running += 1
      defer { running -= 1 }
      return await withTaskCancellationHandler {
        await withCheckedContinuation { continuation in
          if Task.isCancelled { return continuation.resume(returning: nil) }
          waiting[id] = continuation
        }
      } onCancel: {
        // Navigation cancels destination tasks on the main actor, which runs this at once.
        MainActor.assumeIsolated { self.cancel(id) }
      }
    }
  }

  private func cancel(_ id: Int) {
    guard let continuation = waiting.removeValue(forKey: id) else { return }
    cancelled += 1
    continuation.resume(returning: nil)
  }
}
