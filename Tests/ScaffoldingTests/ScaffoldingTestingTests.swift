import Scaffolding
import ScaffoldingTesting
import Testing

/// The helpers feature tests rely on must fail loudly and descriptively, and pass silently.
@MainActor
@Suite("ScaffoldingTesting helpers")
struct ScaffoldingTestingTests {
  private func failure(_ body: () throws -> Void) -> String? {
    do {
      try body()
      return nil
    } catch {
      return (error as? ScaffoldingTestFailure)?.description ?? "unexpected \(error)"
    }
  }

  @Test("a testing library outside ScaffoldingTesting can make the error unimplemented(_:) throws")
  func unimplementedDependencyIsPublic() {
    // A feature's testing library builds it without @testable, as this file does.
    let made = UnimplementedDependency(name: "Payments.Dependencies.charge")
    #expect(made.description == "Payments.Dependencies.charge is unimplemented in this test")
    withKnownIssue {
      #expect(throws: made) { () throws -> Int in try unimplemented("Payments.Dependencies.charge") }
    }
  }

  @Test func expectStackShowsExpectedActualAndTheTree() throws {
    let flow = HomeFlow()
    flow.route(to: .detail(1))
    let message = try #require(failure { try expectStack(of: flow, [.feed, .settings]) })
    #expect(message.contains("expected [feed, settings], got [feed, detail]"))
    #expect(message.contains("└─ push detail"))
    #expect(message.hasPrefix("ScaffoldingTests/ScaffoldingTestingTests.swift:"))
    #expect(failure { try expectStack(of: flow, [.feed, .detail]) } == nil)
    #expect(failure { try expectStackPresentations(of: flow, [.sheet]) }?.contains("got [push]") == true)
  }

  @Test func inspectingACoordinatorOfNoKindFailsInsteadOfPassing() throws {
    let message = try #require(failure { try expectTreeInvariants(BareCoordinator()) })
    #expect(message.contains("conforms to no coordinator kind"))
    let visible = try #require(failure { try expectVisibleScreen(of: BareCoordinator(), title: "x") })
    #expect(visible.contains("shows no screen"))
  }

  @Test func tabModalAndRootExpectationsFail() throws {
    let tabs = MainTabs()
    #expect(
      failure { try expectTabs(of: tabs, [.home, .inbox, .settings], selected: .inbox) }?.contains("got home") == true)
    #expect(failure { try expectTabs(of: tabs, [.home]) }?.contains("tabs of MainTabs") == true)
    #expect(failure { try expectModals(of: tabs, [.notice]) }?.contains("modals of MainTabs") == true)
    let app = AppRoot()
    #expect(failure { try expectRoot(of: app, .main) }?.contains("expected main, got signedOut") == true)
    #expect(failure { try expectModals(of: app, []) } == nil)
    #expect(failure { try expectSnapshot(of: app, MainTabs().hierarchySnapshot) }?.contains("expected:") == true)
  }

  @Test func visibleScreenExpectationsNameEveryMismatch() throws {
    let flow = HomeFlow()
    let message = try #require(
      failure {
        try expectVisibleScreen(of: flow, HomeFlow.Destinations.Meta.detail, ownedBy: ComposeFlow.self, title: "X")
      })
    #expect(message.contains("meta: expected detail, got feed"))
    #expect(message.contains("owner: expected ComposeFlow, got HomeFlow"))
    #expect(message.contains("title: expected \"X\", got \"Feed\""))
    #expect(failure { try expectVisibleScreen(of: flow, title: "Nope") }?.contains("got \"Feed\"") == true)
    #expect(
      failure { try expectBackAction(of: flow, .pop(AnyDestinationMeta(HomeFlow.Destinations.Meta.feed))) } != nil)
    var departed: HomeFlow?
    flow.route(to: .nested) { (nested: HomeFlow) in departed = nested }
    flow.pop()
    let gone = try #require(departed)
    #expect(failure { try expectVisibleScreen(of: gone, title: "Feed") }?.contains("shows no screen") == true)
  }

  @Test func leakTrackerNamesWhatIsStillAlive() throws {
    let tracker = LeakTracker()
    let kept = Probe()
    tracker.track(kept, name: "kept probe")
    do { tracker.track(Probe(), name: "dropped probe") }
    let message = try #require(failure { try tracker.expectAllReleased() })
    #expect(message.contains("1 of 2 tracked objects"))
    #expect(message.contains("- kept probe"))
    #expect(!message.contains("dropped probe"))
    #expect(tracker.aliveNames == ["kept probe"])
    let released = failure {
      try expectReleased { tracker in tracker.track(Probe()) }
    }
    #expect(released == nil)
    let leaked = failure {
      try expectReleased { tracker in tracker.track(kept) }
    }
    #expect(leaked?.contains("Probe") == true)
  }

  @Test func recorderExpectationsShowTheEvents() throws {
    let flow = HomeFlow()
    let recorder = NavigationRecorder(observing: flow)
    flow.route(to: .detail(1))
    flow.popToFirst(.settings)
    #expect(recorder.kinds.count == 2)
    #expect(failure { try recorder.expectChanges([.push]) } == nil)
    #expect(failure { try recorder.expectDiagnostics([.destinationNotFound]) } == nil)
    let message = try #require(failure { try recorder.expectDiagnostics([]) })
    #expect(message.contains("HomeFlow: push detail"))
    #expect(message.contains("destinationNotFound"))
    recorder.removeAll()
    #expect(recorder.events.isEmpty)
  }

  @Test func treeInvariantsHoldOnARichTree() throws {
    let app = AppRoot()
    app.setRoot(.main) { (tabs: MainTabs) in
      tabs.selectLastTab(.inbox) { (inbox: HomeFlow) in
        inbox.route(to: .tabs).present(.shell, as: .sheet) { (shell: AppRoot) in shell.setRoot(.main) }
      }
      tabs.present(.compose, as: .sheet)
    }
    try expectTreeInvariants(app)
    let tabs = try #require(app.root.root?.coordinator as? MainTabs)
    tabs.setTabs([])
    try expectTreeInvariants(app)
  }
}

/// A coordinator that conforms to `Coordinatable` alone: nothing to inspect.
@MainActor
private final class BareCoordinator: Coordinatable {
  enum Destinations: Destinationable {
    case only
    enum Meta: DestinationMeta { case only }
    var meta: Meta { .only }
    func value(for coordinator: BareCoordinator) -> Destination { .screen(meta, TestScreen("Bare")) }
  }

  var parent: (any Coordinatable)? { nil }
}
