@_spi(Inspection) import Scaffolding

/// The everyday operations, each against the router baselines: push + pop, a sheet, a tab
/// switch, a four-level deep link from a cold root, tearing down 1,000 coordinators, and
/// resolving and rendering the visible screen; and a four-level link that crosses into another
/// module's flow, which no router baseline has.
@MainActor
struct NavigationSuite {
  let sampler: Sampler
  let smoke: Bool

  private var operations: Int { smoke ? 20 : 100_000 }
  private var coldRoots: Int { smoke ? 5 : 10_000 }

  func run() async -> [ResultRow] {
    let compare = Comparison(section: "navigation", sampler: sampler)
    return [
      pushPop(compare), unreadPushPop(compare), pushLoadPop(), pushAndSave(), presentDismiss(compare),
      tabSwitch(compare),
      deepLink(compare), await crossModuleLink(),
      teardown(compare, rendered: false), teardown(compare, rendered: true), render(compare),
    ]
  }

  /// `open` of `item/1/item/2/guest/page/a` on a flow made and never shown before: two pushes,
  /// then another module's flow pushed in the same stack, which opens its own part, a page.
  /// The whole of `DeepLinkableFlow.open` on both sides (reading the routes, an empty check,
  /// placing the pushes, handing the rest to the guest), awaited.
  private func crossModuleLink() async -> ResultRow {
    let name = "deep link, 4 levels, into another module's flow"
    let link = BenchLinkHost.fourLevelLink
    let count = coldRoots
    var failures: [String] = []
    let value = await sampler.medianAwaiting {
      let hosts = (0..<count).map { _ in BenchLinkHost() }
      let elapsed = await Sampler.time {
        for host in hosts {
          do throws(DeepLinkError) {
            try await host.open(link)
          } catch {
            failures.append(error.description)
          }
        }
      }
      if let last = hosts.last, last.currentPath != link { failures.append("landed at \(last.currentPath)") }
      return (elapsed, count)
    }
    if let failure = failures.first {
      return .failed(section: "navigation", name: name, reason: failure)
    }
    return ResultRow(
      section: "navigation", name: name, value: value, unit: "ns/op", budget: .atMost(5_000),
      note:
        "DeepLinkableFlow.open on a cold flow: two pushes, a flow from ScaffoldingTesting pushed, its page opened by it"
    )
  }

  private func pushPop(_ compare: Comparison) -> ResultRow {
    let flow = TreeBuilder.flow(depth: 0)
    let count = operations
    return compare.row(
      "push + pop", budget: .atMostTimesReference(1.2),
      note: "the stack read once by a front end, so every change pays Observation's bookkeeping",
      ours: { (Sampler.time { flow.pushAndPop(times: count) }, count) },
      baseline: PushPopWorkload(count: count))
  }

  /// A pushed screen whose task loads its item from a dependency that answers without
  /// suspending (a cache hit, a preview fake): the task starts during the push, loads and
  /// delivers into the screen's model before the push returns, and the pop cancels nothing.
  private func pushLoadPop() -> ResultRow {
    delivering(
      "push + load from an immediate dependency + pop", budget: 10_000,
      note: "a screen with a .task that awaits a main-actor dependency answering at once and delivers into its model",
      missing: "pushes did not load before their pop"
    ) { $0.pushLoadAndPop(times: $1) }
  }

  /// A pushed screen whose async action is performed as a front end does (render, find, run):
  /// the run starts as a task of the screen's destination, awaits a dependency answering at
  /// once, and pops the screen, all before `perform` returns.
  private func pushAndSave() -> ResultRow {
    delivering(
      "push + async action (tap, task, result, pop)", budget: 20_000,
      note: "render the pushed screen, perform its async action: a run of the destination that awaits and pops",
      missing: "actions did not save and pop"
    ) { $0.pushAndSave(times: $1) }
  }

  /// A row timing `operation`, `count` times on a fresh flow, each of which must deliver once
  /// through ``BenchLoads`` and leave nothing pushed.
  private func delivering(
    _ name: String, budget: Double, note: String, missing what: String,
    _ operation: (BenchFlow, Int) -> Void
  ) -> ResultRow {
    let flow = TreeBuilder.flow(depth: 0)
    let count = operations
    var missing = 0
    BenchLoads.load = BenchLoads.immediate
    let value = sampler.median {
      let before = BenchLoads.delivered
      let elapsed = Sampler.time { operation(flow, count) }
      missing += count - (BenchLoads.delivered - before)
      return (elapsed, count)
    }
    guard missing == 0, flow.stack.destinations.isEmpty else {
      return .failed(section: "navigation", name: name, reason: "\(missing) \(what)")
    }
    return ResultRow(
      section: "navigation", name: name, value: value, unit: "ns/op", budget: .atMost(budget), note: note)
  }

  /// The same, on a stack nothing ever read: what a coordinator off screen pays.
  private func unreadPushPop(_ compare: Comparison) -> ResultRow {
    let flow = TreeBuilder.unreadFlow(depth: 0)
    let count = operations
    return compare.row(
      "push + pop, stack never read",
      note: "no front end has read the stack, so nobody can observe it and Observation is skipped",
      ours: { (Sampler.time { flow.pushAndPop(times: count) }, count) },
      baseline: PushPopWorkload(count: count))
  }

  private func presentDismiss(_ compare: Comparison) -> ResultRow {
    let flow = BenchFlow()
    let count = operations
    return compare.row(
      "present + dismiss sheet",
      ours: { (Sampler.time { for _ in 0..<count { flow.present(.sheet, as: .sheet).pop() } }, count) },
      baseline: SheetWorkload(count: count))
  }

  private func tabSwitch(_ compare: Comparison) -> ResultRow {
    let tabs = BenchTabs()
    for tab in [BenchTabs.Destinations.home, .profile, .settings] { tabs.selectFirstTab(tab) { (_: BenchFlow) in } }
    let count = operations
    return compare.row(
      "tab switch",
      ours: {
        (Sampler.time { for _ in 0..<count / 2 { tabs.selectFirstTab(.profile).selectFirstTab(.home) } }, count / 2 * 2)
      },
      baseline: TabSwitchWorkload(count: count))
  }

  private func deepLink(_ compare: Comparison) -> ResultRow {
    let count = coldRoots
    return compare.row(
      "deep link, 4 levels, cold root", budget: .atMost(3_000),
      note: "root swap + tab select + two pushes on a root made and never shown before",
      ours: {
        let roots = (0..<count).map { _ in BenchRoot() }
        let elapsed = Sampler.time { for root in roots { root.openDeepLink() } }
        return (elapsed, count)
      },
      baseline: DeepLinkWorkload(count: count))
  }

  /// A signed-in tree of 1,000 coordinators (the tab coordinator, its three flows, and 332
  /// child flows pushed on each), torn down by one `setRoot`; per removed destination.
  ///
  /// `rendered` reads every container once first, as if a front end had drawn all 1,000
  /// coordinators at once, so each one pays Observation's bookkeeping as it is emptied: a
  /// worst case shown for information (a screen shows one path of the tree). The budgeted row
  /// tears down what was never read, as for the off-screen parts of a real tree.
  private func teardown(_ compare: Comparison, rendered: Bool) -> ResultRow {
    let childrenPerTab = smoke ? 3 : 332
    let removed = 1 + 3 + 3 + 2 * 3 * childrenPerTab
    return compare.row(
      "teardown 1,000 coordinators\(rendered ? ", all read" : "") (per destination)",
      budget: rendered ? nil : .atMost(300),
      note: "setRoot on a tree of \(4 + 3 * childrenPerTab) coordinators, \(removed) destinations"
        + (rendered ? ", every container read through its typed face first" : ""),
      ours: {
        let root = TreeBuilder.signedInTree(childrenPerTab: childrenPerTab)
        if rendered { blackHole(root.hierarchySnapshot) }
        let elapsed = Sampler.time { root.setRoot(.signedOut) }
        return (elapsed, removed)
      },
      baseline: ResetWorkload(tabs: [.home, .profile, .settings], depth: removed / 3))
  }

  private func render(_ compare: Comparison) -> ResultRow {
    let root = BenchRoot()
    root.openDeepLink()
    let count = operations
    return compare.row(
      "resolve + render visible screen",
      note: "root > tabs > flow > pushed screen; the baselines switch on the top route and build the same body",
      ours: { (Sampler.time { for _ in 0..<count { blackHole(root.visibleScreen?.render()) } }, count) },
      baseline: RenderWorkload(count: count))
  }
}
