import AppFeature
import ConsoleUI
import Scaffolding

/// Whether the app stays linear in the depth of a stack: restoring a very deep saved location,
/// and pushing screen after screen through the console (issue #14's depth targets).
@MainActor
struct DepthSuite {
  let sampler: Sampler
  let smoke: Bool

  private var restoredSteps: Int { smoke ? 200 : 20_000 }
  /// How deep each of the three tabs is in the every-tab restore.
  private var stepsPerTab: Int { smoke ? 100 : 1_000 }
  private var pushes: Int { smoke ? 600 : 60_000 }
  /// How many pushes at the start and at the end are compared.
  private var window: Int { smoke ? 100 : 1_000 }

  func run() async -> [ResultRow] {
    [await restore(), await restoreEveryTab(), await pushCost()]
  }

  /// A saved location `restoredSteps` items deep (`app://home/item/2/item/3/item/2/…`, each a
  /// related item of the one before), from launch to the first screen drawn.
  private func restore() async -> ResultRow {
    await restoreRow(
      name: "restore a saved \(restoredSteps)-step location",
      saved: "app://home" + String(repeating: "/item/2/item/3", count: restoredSteps / 2),
      tabs: AppTab.all, expectedSteps: restoredSteps, budget: 1_000,
      note:
        "AppCoordinator(environment:) on a saved session and location, settled, then the first screen drawn; demo data"
    ) { app in (app.location.path.segments.count) / 2 }
  }

  /// Three tabs each saved `stepsPerTab` steps deep, Home's selected: Home's related items
  /// (`item/2/item/3/…`, each step checked against the data), Profile's pages of another user
  /// (`user/ada/…`, each profile read), and a benchmark flow's details (`detail/1/detail/2/…`, no
  /// data), from launch to the first screen drawn.
  private func restoreEveryTab() async -> ResultRow {
    let places = [
      "app://home" + String(repeating: "/item/2/item/3", count: stepsPerTab / 2),
      "app://profile" + String(repeating: "/user/ada", count: stepsPerTab),
      "app://bench" + String(repeating: "/detail/1/detail/2", count: stepsPerTab / 2),
    ]
    return await restoreRow(
      name: "restore every tab (3 tabs × \(stepsPerTab.formatted()) steps)",
      saved: places.joined(separator: "\n"),
      tabs: AppTab.all.filter { ["home", "profile"].contains($0.name.rawValue) } + [.bench("bench")],
      expectedSteps: stepsPerTab, budget: 200,
      note:
        "AppCoordinator(environment:tabs:) on a saved session and three places (Home, Profile, a stand-in), settled, then the first screen drawn; demo data"
    ) { app in
      // The shallowest tab: every one must have come back whole.
      let depths = app.mainTabs?.tabItems.tabs.map { tab in
        ((tab.madeCoordinator as? any DeepLinkable)?.currentPath.segments.count ?? 0) / 2
      }
      return depths?.min() ?? 0
    }
  }

  /// A launch on a saved session whose place is `saved`, with `tabs`, timed from the app's
  /// creation to the first screen drawn, in ms: a row that fails when `restoredSteps` of the
  /// app restored is not `expectedSteps` (a link was refused).
  private func restoreRow(
    name: String, saved: String, tabs: [AppTab], expectedSteps: Int, budget: Double, note: String,
    restoredSteps: @escaping @MainActor (AppCoordinator) -> Int
  ) async -> ResultRow {
    var depths: [Int] = []
    var saveError: (any Error)?
    let milliseconds =
      await sampler.medianAwaiting {
        let environment = AppEnvironment.demo()
        do {
          let demo = try await environment.stores.accounts.signIn(username: "demo", password: "scaffolding")
          try await environment.stores.sessions.save(demo, lastLocation: saved)
        } catch {
          saveError = error
        }
        var session: ConsoleSession?
        var app: AppCoordinator?
        let elapsed = await Sampler.time {
          app = AppCoordinator(environment: environment, tabs: tabs)
          session = app.map { ConsoleSession(app: $0) }
          await session?.settled()
          blackHole(await session?.opening())
        }
        depths.append(app.map(restoredSteps) ?? 0)
        return (elapsed, 1)
      } / 1e6
    if let saveError {
      return .failed(section: "depth", name: name, reason: "can't save the place: \(saveError)")
    }
    guard depths.allSatisfy({ $0 == expectedSteps }) else {
      return .failed(
        section: "depth", name: name,
        reason: "restored \(depths.min() ?? 0) steps of \(expectedSteps): a link was refused")
    }
    return ResultRow(
      section: "depth", name: name, value: milliseconds, unit: "ms", budget: .atMost(budget), note: note)
  }

  /// `pushes` `related` lines replayed through the console: the time of the last `window`
  /// pushes over the time of the first `window`, so 1.0 means the 60,000th push costs what
  /// the first ones did.
  private func pushCost() async -> ResultRow {
    let name = "\(pushes) pushes: last \(window) over first \(window)"
    let script =
      ["login demo scaffolding", "view 2"] + (0..<pushes).map { $0.isMultiple(of: 2) ? "related 3" : "related 2" }
    var refused = 0
    var ratios: [Double] = []
    for run in 0..<(sampler.warmupRuns + sampler.runs) {
      let lineTimes = await replay(script, refused: &refused)
      let pushTimes = lineTimes.suffix(pushes)
      let first = pushTimes.prefix(window).reduce(0, +)
      let last = pushTimes.suffix(window).reduce(0, +)
      if run >= sampler.warmupRuns { ratios.append(last / first) }
    }
    guard refused == 0 else {
      return .failed(section: "depth", name: name, reason: "\(refused) lines were refused")
    }
    return ResultRow(
      section: "depth", name: name, value: Sampler.median(ratios), unit: "x", budget: .atMost(1.2),
      note:
        "each line timed alone through ConsoleRunner + ConsoleSession, AppEnvironment.demo(); 1.0 is flat, the 0.2 allows for timing noise"
    )
  }

  /// Runs `script` through a fresh console and returns how long each line took, in ns.
  private func replay(_ script: [String], refused: inout Int) async -> [Double] {
    let session = ConsoleSession(app: AppCoordinator(environment: .demo()))
    let runner = ConsoleRunner(session: session, options: .transcript)
    let clock = ContinuousClock()
    var times: [Double] = []
    times.reserveCapacity(script.count)
    var next = 0
    var lineStart = clock.now
    var failed = 0
    _ = await runner.run(
      readLine: {
        let now = clock.now
        if next > 0 { times.append(lineStart.duration(to: now).nanoseconds) }
        lineStart = now
        guard next < script.count else { return nil }
        defer { next += 1 }
        return .text(script[next])
      },
      write: { text in
        if text.hasPrefix("error:") { failed += 1 }
      })
    refused += failed
    return times
  }
}
