import AppFeature
import ConsoleUI
@_spi(Inspection) import Scaffolding

/// One operation run in a bare loop with nothing else around it, for profilers:
/// `valgrind --tool=callgrind .build-bench/release/benchmarks --profile push-pop 10000`.
/// Instruction counts divided by the count give a deterministic cost per operation.
@MainActor
enum ProfileLoop {
  static let names = [
    "push-pop", "present-dismiss", "tab-switch", "push-load-pop", "reference-push-pop", "deep-link",
    "cross-module-link", "guarded-link", "redirected-link", "guarded-push-pop", "teardown",
    "teardown-read", "render", "console-line", "console-replay",
  ]

  /// Runs `name` `count` times; false for an unknown name.
  static func run(_ name: String, count: Int) async -> Bool {
    switch name {
    case "push-pop":
      let flow = TreeBuilder.flow(depth: 10)
      flow.pushAndPop(times: count)
    case "present-dismiss":
      let flow = BenchFlow()
      for _ in 0..<count { flow.present(.sheet, as: .sheet).pop() }
    case "tab-switch":
      let tabs = BenchTabs()
      for tab in [BenchTabs.Destinations.home, .profile, .settings] { tabs.selectFirstTab(tab) { (_: BenchFlow) in } }
      for _ in 0..<count { tabs.selectFirstTab(.profile).selectFirstTab(.home) }
    case "push-load-pop":
      let flow = TreeBuilder.flow(depth: 10)
      flow.pushLoadAndPop(times: count)
    case "reference-push-pop":
      blackHole(PushPopWorkload(count: count).run())
    case "deep-link":
      let roots = (0..<count).map { _ in BenchRoot() }
      for root in roots { root.openDeepLink() }
    case "cross-module-link":
      let hosts = (0..<count).map { _ in BenchLinkHost() }
      for host in hosts { try? await host.open(BenchLinkHost.fourLevelLink) }
    case "guarded-link":
      let hosts = (0..<count).map { _ in BenchLinkHost(guarding: .allowing) }
      for host in hosts { try? await host.open(BenchLinkHost.fourLevelLink) }
    case "redirected-link":
      // The detour answers at once, so the link resumes and shows before `open` returns.
      let hosts = (0..<count).map { _ in BenchLinkHost(guarding: .detouringOnce) }
      for host in hosts { try? await host.open(BenchLinkHost.fourLevelLink) }
    case "guarded-push-pop":
      // A push through a guard that allows at once, then a pop, on one host.
      let host = BenchLinkHost(guarding: .allowing)
      for index in 0..<count {
        host.route(to: .item(index))
        host.pop()
      }
    case "teardown":
      for _ in 0..<count { TreeBuilder.signedInTree(childrenPerTab: 332).setRoot(.signedOut) }
    case "teardown-read":
      for _ in 0..<count {
        let root = TreeBuilder.signedInTree(childrenPerTab: 332)
        blackHole(root.hierarchySnapshot)
        root.setRoot(.signedOut)
      }
    case "render":
      let root = BenchRoot()
      root.openDeepLink()
      for _ in 0..<count { blackHole(root.visibleScreen?.render()) }
    case "console-line":
      let session = ConsoleSession(app: AppCoordinator(environment: .demo()))
      let script = ConsoleScript.lines(count: count)
      for line in script { blackHole(await session.execute(line)) }
    case "console-replay":
      await replayThroughRunner(ConsoleScript.lines(count: count))
    default:
      return false
    }
    return true
  }

  /// The console row's work once: `script` through ``ConsoleRunner`` (each line settling, as
  /// the console's loop does) over a session of the demo app, output thrown away.
  private static func replayThroughRunner(_ script: [String]) async {
    let runner = ConsoleRunner(session: ConsoleSession(app: AppCoordinator(environment: .demo())), options: .transcript)
    var next = 0
    _ = await runner.run(
      readLine: {
        guard next < script.count else { return nil }
        defer { next += 1 }
        return .text(script[next])
      },
      write: { blackHole($0) })
  }
}
