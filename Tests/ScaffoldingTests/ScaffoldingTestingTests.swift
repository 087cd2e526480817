@_spi(Inspection) import Scaffolding
@_spi(Inspection) import ScaffoldingTesting
import Testing

/// The helpers feature tests rely on must fail loudly and descriptively, and pass silently.
/// Each failure a helper reports here is caught as a known issue: the known issues of a test run
/// are these, on purpose.
@MainActor
@Suite("ScaffoldingTesting helpers (their known issues are the failures they must report)")
struct ScaffoldingTestingTests {
  @Test("a testing library outside ScaffoldingTesting can make the error unimplemented(_:) throws")
  func unimplementedDependencyIsPublic() {
    // A feature's testing library builds it without @testable, as this file does.
    let made = UnimplementedDependency(name: "Payments.Dependencies.charge")
    #expect(made.description == "Payments.Dependencies.charge is unimplemented in this test")
    let dependencyLine = #line + 2
    withKnownIssue(reportedOnPurpose) {
      #expect(throws: made) { () throws -> Int in try unimplemented("Payments.Dependencies.charge") }
    } matching: { issue in
      // Exactly the issue unimplemented records: its sentence, at the line that declared the
      // dependency (the closure above), not in ScaffoldingTesting's own file.
      issue.comments.map(\.rawValue) == [
        "Payments.Dependencies.charge was called, but this test did not expect it (it is unimplemented)"
      ]
        && issue.sourceLocation?.fileID == #fileID && issue.sourceLocation?.line == dependencyLine
    }
  }

  @Test("an unimplemented dependency with a placeholder reports where it was declared and returns the placeholder")
  func unimplementedPlaceholderReportsItsDeclaration() {
    let declared = #line + 1
    let dependency: @Sendable () -> [Int] = { unimplemented("Payments.Dependencies.cards", placeholder: [7]) }
    withKnownIssue(reportedOnPurpose) {
      #expect(dependency() == [7])
    } matching: { issue in
      issue.comments == [unimplementedComment("Payments.Dependencies.cards")]
        && issue.sourceLocation?.fileID == #fileID && issue.sourceLocation?.line == declared
    }
  }

  @Test("expect… helpers record at the caller's line and go on; require… helpers also stop the test")
  func helpersRecordAtTheCallersLine() {
    let flow = HomeFlow()
    flow.route(to: .detail(1))
    var wentOn = false
    let said = issues(atLine: #line + 1) {
      expectStack(of: flow, [.feed, .settings])
      wentOn = true
    }
    #expect(wentOn)
    #expect(said.count == 1)
    var stopped = true
    let required = issues(atLine: #line + 1) {
      try requireStack(of: flow, [.feed, .settings])
      stopped = false
    }
    #expect(stopped)
    #expect(required.count == 1)
    #expect(required.first?.contains("expected [feed, settings], got [feed, detail]") == true)
  }

  @Test func expectStackShowsExpectedActualAndTheTree() throws {
    let flow = HomeFlow()
    flow.route(to: .detail(1))
    let message = try #require(issues { expectStack(of: flow, [.feed, .settings]) }.first)
    #expect(message.contains("expected [feed, settings], got [feed, detail]"))
    #expect(message.contains("└─ push detail"))
    expectStack(of: flow, [.feed, .detail])
    try requireStack(of: flow, [.feed, .detail])
    #expect(issues { expectStackPresentations(of: flow, [.sheet]) }.first?.contains("got [push]") == true)
    #expect(issues { try requireStackPresentations(of: flow, [.sheet]) }.first?.contains("got [push]") == true)
  }

  @Test func inspectingACoordinatorOfNoKindFailsInsteadOfPassing() throws {
    let message = try #require(issues { expectTreeInvariants(BareCoordinator()) }.first)
    #expect(message.contains("conforms to no coordinator kind"))
    #expect(issues { try requireTreeInvariants(BareCoordinator()) }.count == 1)
    let visible = try #require(issues { expectVisibleScreen(of: BareCoordinator(), title: "x") }.first)
    #expect(visible.contains("shows no screen"))
    #expect(issues { _ = try requireVisibleScreen(of: BareCoordinator()) }.first?.contains("shows no screen") == true)
  }

  @Test func tabModalAndRootExpectationsFail() throws {
    let tabs = MainTabs()
    #expect(
      issues { expectTabs(of: tabs, [.home, .inbox, .settings], selected: .inbox) }.first?.contains("got home") == true)
    #expect(issues { expectTabs(of: tabs, [.home]) }.first?.contains("tabs of MainTabs") == true)
    #expect(issues { try requireTabs(of: tabs, [.home]) }.first?.contains("tabs of MainTabs") == true)
    #expect(issues { expectModals(of: tabs, [.notice]) }.first?.contains("modals of MainTabs") == true)
    #expect(issues { try requireModals(of: tabs, [.notice]) }.first?.contains("modals of MainTabs") == true)
    let app = AppRoot()
    #expect(issues { expectRoot(of: app, .main) }.first?.contains("expected main, got signedOut") == true)
    #expect(issues { try requireRoot(of: app, .main) }.first?.contains("expected main, got signedOut") == true)
    expectModals(of: app, [])
    try requireModals(of: app, [])
    #expect(issues { try requireModals(of: app, [.main]) }.first?.contains("modals of AppRoot") == true)
    #expect(issues { expectSnapshot(of: app, MainTabs().hierarchySnapshot) }.first?.contains("expected:") == true)
    #expect(issues { try requireSnapshot(of: app, MainTabs().hierarchySnapshot) }.first?.contains("expected:") == true)
    expectSnapshot(of: app, app.hierarchySnapshot)
  }

  @Test func visibleScreenExpectationsNameEveryMismatch() throws {
    let flow = HomeFlow()
    let message = try #require(
      issues { expectVisibleScreen(of: flow, HomeFlow.Destinations.Meta.detail, ownedBy: ComposeFlow.self, title: "X") }
        .first)
    #expect(message.contains("meta: expected detail, got feed"))
    #expect(message.contains("owner: expected ComposeFlow, got HomeFlow"))
    #expect(message.contains("title: expected \"X\", got \"Feed\""))
    #expect(issues { expectVisibleScreen(of: flow, title: "Nope") }.first?.contains("got \"Feed\"") == true)
    #expect(issues { _ = try requireVisibleScreen(of: flow, title: "Nope") }.first?.contains("got \"Feed\"") == true)
    let feed = try requireVisibleScreen(
      of: flow, HomeFlow.Destinations.Meta.feed, ownedBy: HomeFlow.self, title: "Feed")
    #expect(feed.render().title == "Feed")
    #expect(
      issues { expectBackAction(of: flow, .pop(AnyDestinationMeta(HomeFlow.Destinations.Meta.feed))) }.count == 1)
    #expect(
      issues { try requireBackAction(of: flow, .pop(AnyDestinationMeta(HomeFlow.Destinations.Meta.feed))) }.count == 1)
    var departed: HomeFlow?
    flow.route(to: .nested) { (nested: HomeFlow) in departed = nested }
    flow.pop()
    let gone = try #require(departed)
    #expect(issues { expectVisibleScreen(of: gone, title: "Feed") }.first?.contains("shows no screen") == true)
  }

  @Test("perform records a missing action at the caller's line and runs nothing; the action's own errors pass through")
  func performNamesWhatTheScreenOffers() throws {
    let flow = HomeFlow()
    let said = issues { try perform("fly", "high", on: flow) }
    #expect(said.first?.hasPrefix("the visible screen 'Feed' offers no 'fly' (it offers: ") == true)
    expectStack(of: flow, [.feed])
    var stopped = true
    let required = issues(atLine: #line + 1) {
      try requirePerform("fly", on: flow)
      stopped = false
    }
    #expect(stopped && required.count == 1)
  }

  @Test func leakTrackerNamesWhatIsStillAlive() throws {
    let tracker = LeakTracker()
    let kept = Probe()
    tracker.track(kept, name: "kept probe")
    do { tracker.track(Probe(), name: "dropped probe") }
    let message = try #require(issues { tracker.expectAllReleased() }.first)
    #expect(message.contains("1 of 2 tracked objects"))
    #expect(message.contains("- kept probe"))
    #expect(!message.contains("dropped probe"))
    #expect(issues { try tracker.requireAllReleased() }.first == message)
    #expect(tracker.aliveNames == ["kept probe"])
    expectReleased { tracker in tracker.track(Probe()) }
    try requireReleased { tracker in tracker.track(Probe()) }
    #expect(issues { expectReleased { tracker in tracker.track(kept) } }.first?.contains("Probe") == true)
    #expect(issues { try requireReleased { tracker in tracker.track(kept) } }.first?.contains("Probe") == true)
  }

  @Test func recorderExpectationsShowTheEvents() throws {
    let flow = HomeFlow()
    let recorder = NavigationRecorder(observing: flow)
    flow.route(to: .detail(1))
    flow.popToFirst(.settings)
    #expect(recorder.kinds.count == 2)
    recorder.expectChanges([.push])
    try recorder.requireChanges([.push])
    recorder.expectDiagnostics([.destinationNotFound])
    try recorder.requireDiagnostics([.destinationNotFound])
    let message = try #require(issues { recorder.expectDiagnostics([]) }.first)
    #expect(message.contains("HomeFlow: push detail"))
    #expect(message.contains("destinationNotFound"))
    #expect(issues { try recorder.requireDiagnostics([]) }.first == message)
    #expect(issues { recorder.expectChanges([]) }.first?.contains("events: expected [], got [") == true)
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
    expectTreeInvariants(app)
    let tabs = try #require(app.root.root?.coordinator as? MainTabs)
    tabs.setTabs([])
    try requireTreeInvariants(app)
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
