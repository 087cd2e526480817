@_spi(Inspection) import Scaffolding
@_spi(Inspection) import ScaffoldingTesting
import Testing

@MainActor
@Suite("dismissCoordinator() and pop() on an empty flow")
struct DismissCoordinatorTests {
  @Test func pushedChildFlowLeavesWithEverythingAboveIt() throws {
    let flow = HomeFlow()
    var child: HomeFlow?
    flow.route(to: .detail(1)).route(to: .nested) { (nested: HomeFlow) in
      nested.route(to: .detail(2))
      child = nested
    }
    flow.route(to: .settings).present(.compose, as: .sheet)
    child?.dismissCoordinator()
    expectStack(of: flow, [.feed, .detail])
    #expect(child?.parent == nil)
  }

  @Test func sheetAndCoverLeaveTheirContainer() throws {
    let app = AppRoot()
    app.present(.compose, as: .sheet) { (compose: ComposeFlow) in compose.dismissCoordinator() }
    expectModals(of: app, [])
    let tabs = MainTabs()
    tabs.present(.notice, as: .sheet)
    tabs.present(.compose, as: .fullScreenCover) { (compose: ComposeFlow) in
      compose.route(to: .preview)
      compose.dismissCoordinator()
    }
    expectModals(of: tabs, [.notice])
    let flow = HomeFlow()
    flow.present(.nested, as: .fullScreenCover) { (nested: HomeFlow) in nested.dismissCoordinator() }
    expectStack(of: flow, [.feed])
  }

  @Test func aTabChildLogsAndStays() throws {
    let tabs = MainTabs()
    let recorder = NavigationRecorder(observing: tabs)
    tabs.selectFirstTab(.home) { (home: HomeFlow) in
      home.route(to: .detail(1))
      home.dismissCoordinator()
    }
    expectTabs(of: tabs, [.home, .inbox, .settings], selected: .home)
    expectVisibleScreen(of: tabs, title: "Detail 1")
    recorder.expectDiagnostics([.cannotDismissTab])
    #expect(recorder.diagnostics.first?.coordinator?.typeName == "HomeFlow")
  }

  @Test func aRootsChildDismissesTheRootFromItsOwnParent() throws {
    let flow = HomeFlow()
    var shell: AppRoot?
    flow.present(.shell, as: .sheet) { (root: AppRoot) in
      shell = root
      root.setRoot(.home) { (home: HomeFlow) in home.dismissCoordinator() }
    }
    expectStack(of: flow, [.feed])
    #expect(shell?.parent == nil)
  }

  @Test func aRootsChildWhoseRootIsATabLogsCannotDismissTab() throws {
    let tabs = MainTabs()
    let recorder = NavigationRecorder(observing: tabs)
    tabs.setTabs([.home])
    tabs.selectFirstTab(.home) { (home: HomeFlow) in
      home.setRoot(.nested) { (nested: HomeFlow) in nested.dismissCoordinator() }
    }
    expectTabs(of: tabs, [.home])
    recorder.expectDiagnostics([.cannotDismissTab])
  }

  @Test func theTopOfTheTreeLogs() throws {
    let app = AppRoot(root: .home)
    let recorder = NavigationRecorder(observing: app)
    app.dismissCoordinator()
    app.setRoot(.home) { (home: HomeFlow) in home.dismissCoordinator() }
    expectRoot(of: app, .home)
    recorder.expectDiagnostics([.nothingToDismiss, .nothingToDismiss])
  }

  @Test func dismissingTwiceLogsThatTheCoordinatorLeft() throws {
    let flow = HomeFlow()
    let recorder = NavigationRecorder(observing: flow)
    var child: ComposeFlow?
    flow.present(.compose, as: .sheet) { (compose: ComposeFlow) in child = compose }
    let childRecorder = try NavigationRecorder(observing: #require(child))
    // Keep the destination value, as a front end might, so its node outlives the removal.
    let held = flow.stack.destinations.last
    child?.dismissCoordinator()
    child?.dismissCoordinator()
    expectStack(of: flow, [.feed])
    #expect(held?.meta as? HomeFlow.Destinations.Meta == .compose)
    // The refusal reaches the child's own observers; the flow it left hears only the dismissal.
    childRecorder.expectDiagnostics([.coordinatorDismissed])
    recorder.expectDiagnostics([])
  }

  @Test func popOnAnEmptyPushedOrPresentedFlowDismissesIt() throws {
    let flow = HomeFlow()
    flow.route(to: .nested) { (nested: HomeFlow) in nested.pop() }
    expectStack(of: flow, [.feed])
    flow.present(.compose, as: .sheet) { (compose: ComposeFlow) in
      compose.route(to: .preview)
      compose.pop()
      compose.pop()
    }
    expectStack(of: flow, [.feed])
  }

  @Test func popOnAnEmptyTabRootOrTopFlowDoesNothingAndLogs() throws {
    let app = AppRoot()
    let recorder = NavigationRecorder(observing: app)
    app.setRoot(.main) { (tabs: MainTabs) in
      tabs.selectFirstTab(.home) { (home: HomeFlow) in home.pop() }
    }
    app.setRoot(.home) { (home: HomeFlow) in home.pop() }
    let top = HomeFlow()
    let topRecorder = NavigationRecorder(observing: top)
    top.pop()
    expectStack(of: top, [.feed])
    expectRoot(of: app, .home)
    recorder.expectDiagnostics([.nothingToPop, .nothingToPop])
    topRecorder.expectDiagnostics([.nothingToPop])
  }
}
