@_spi(Inspection) import Scaffolding
@_spi(Inspection) import ScaffoldingTesting
import Testing

/// Everything that leaves the tree (coordinators, screens, `onDismiss` and deep-link closures)
/// is deallocated. Tests keep only weak references (via `LeakTracker`) to what they remove.
@MainActor
@Suite("No retain cycles")
struct RetainCycleTests {
  @Test func aPoppedChildCoordinatorIsReleased() throws {
    let flow = HomeFlow()
    let tracker = LeakTracker()
    flow.route(to: .nested) { (nested: HomeFlow) in
      nested.route(to: .compose) { (compose: ComposeFlow) in tracker.track(compose) }
      tracker.track(nested)
      tracker.track(nested.stack)
    }
    #expect(tracker.aliveCount == 3)
    flow.pop()
    tracker.expectAllReleased()
  }

  @Test func dismissedModalsAndTheirSubtreesAreReleased() throws {
    let tabs = MainTabs()
    let tracker = LeakTracker()
    tabs.present(.compose, as: .sheet) { (compose: ComposeFlow) in
      compose.route(to: .more) { (more: ComposeFlow) in more.present(.more, as: .fullScreenCover) }
    }
    do {
      let modal = try #require(tabs.tabItems.modals.first?.coordinator)
      tracker.trackTree(of: modal)
    }
    #expect(tracker.aliveCount == 3)
    tabs.goBack()  // closes the cover inside the pushed flow
    #expect(tracker.aliveCount == 2)
    tabs.goBack()  // pops the pushed flow from the sheet's flow
    #expect(tracker.aliveCount == 1)
    tabs.goBack()  // closes the sheet
    expectModals(of: tabs, [])
    tracker.expectAllReleased()
  }

  @Test func screensAndCallbacksThatLeaveAreReleased() throws {
    let flow = HomeFlow()
    let tracker = LeakTracker()
    do {
      let inScreen = Probe()
      let inCallback = Probe()
      let inDeepLink = Probe()
      tracker.track(inScreen, name: "probe held by a screen")
      tracker.track(inCallback, name: "probe held by onDismiss")
      tracker.track(inDeepLink, name: "probe held by a deep-link closure")
      flow.route(to: .probe(inScreen), onDismiss: { _ = inCallback })
      let landed: (ComposeFlow) -> Void = { compose in compose.route(to: .preview, onDismiss: { _ = inDeepLink }) }
      flow.route(to: .compose, onDismiss: { _ = inCallback }, landed)
    }
    #expect(tracker.aliveCount == 3)
    flow.popToRoot()
    tracker.expectAllReleased()
  }

  @Test func removingATabReleasesItsWholeSubtree() throws {
    let tabs = MainTabs()
    let tracker = LeakTracker()
    tabs.selectFirstTab(.inbox) { (inbox: HomeFlow) in
      inbox.route(to: .tabs) { (inner: MainTabs) in inner.select(index: 1) }
    }
    do {
      let inbox = try #require(tabs.tabItems.tabs[1].coordinator)
      tracker.trackTree(of: inbox)
    }
    // The inbox flow, the tab coordinator it pushed, and that one's two flow tabs.
    #expect(tracker.aliveCount == 4)
    tabs.removeFirstTab(.inbox)
    tracker.expectAllReleased()
  }

  @Test func setRootSwapsAWholeTreeOfCoordinatorsAndReleasesIt() throws {
    let app = AppRoot()
    app.setRoot(.main) { (tabs: MainTabs) in
      tabs.selectFirstTab(.home) { (home: HomeFlow) in
        home.route(to: .nested) { (nested: HomeFlow) in nested.present(.shell, as: .sheet) }
        home.present(.compose, as: .fullScreenCover)
      }
      tabs.present(.compose, as: .sheet) { (compose: ComposeFlow) in compose.route(to: .more) }
    }
    let tracker = LeakTracker()
    do {
      let previous = try #require(app.root.root?.coordinator)
      tracker.trackTree(of: previous)
    }
    // MainTabs, its two flow tabs, nested, shell, two compose flows and the pushed more flow.
    #expect(tracker.aliveCount == 8)
    app.setRoot(.signedOut)
    tracker.expectAllReleased()
    expectRoot(of: app, .signedOut)
  }

  @Test func flowSetRootReleasesThePreviousRootCoordinator() throws {
    let flow = HomeFlow(root: .tabs)
    let tracker = LeakTracker()
    _ = flow.isInStack(.tabs)
    do {
      let tabs = try #require(flow.stack.root?.coordinator)
      tracker.trackTree(of: tabs)
    }
    #expect(tracker.aliveCount == 3)
    flow.setRoot(.feed)
    tracker.expectAllReleased()
  }

  @Test func aDroppedTopCoordinatorReleasesItsTreeEvenWhileObservedAndRecorded() throws {
    let tracker = LeakTracker()
    var recorder: NavigationRecorder?
    var observation: NavigationObservation?
    do {
      let app = AppRoot(root: .main)
      app.present(.compose, as: .sheet) { (compose: ComposeFlow) in compose.route(to: .more) }
      tracker.trackTree(of: app)
      recorder = NavigationRecorder(observing: app)
      observation = app.observeNavigation { _ in }
      app.setRoot(.home)
    }
    tracker.expectAllReleased()
    #expect(recorder?.changes.isEmpty == false)
    #expect(observation != nil)
  }

  /// A destination does not own its container; a container dropped with destinations still
  /// inside unlinks them, so a front end still holding one gets answers, not a dangling link.
  @Test func aScreenHeldAfterItsTreeIsDroppedStillAnswers() throws {
    let tracker = LeakTracker()
    var held: Destination?
    do {
      let app = AppRoot(root: .main)
      app.present(.compose, as: .sheet)
      tracker.trackTree(of: app)
      held = app.visibleScreen?.destination
      // The root of a flow presented as a sheet: its container leads up to the sheet.
      #expect(held?.routeType == .root)
      #expect(held?.presentationType == .sheet)
    }
    tracker.expectAllReleased()
    let draft = try #require(held)
    // Its container went away and unlinked it: it now answers from its own placement.
    #expect(draft.routeType == .root)
    #expect(draft.presentationType == .root)
    #expect(draft.coordinator == nil)
  }

  /// The other direction: a coordinator held after the tree it was shown in is dropped no
  /// longer reaches the destination that showed it.
  @Test func aCoordinatorHeldAfterItsTreeIsDroppedHasNoParent() throws {
    var held: ComposeFlow?
    do {
      let app = AppRoot(root: .main)
      app.present(.compose, as: .sheet) { (compose: ComposeFlow) in held = compose }
      #expect(held?.stack.presentedAs == .sheet)
      #expect(held?.parent is AppRoot)
    }
    let compose = try #require(held)
    #expect(compose.stack.presentedAs == nil)
    #expect(compose.parent == nil)
    #expect(compose.visibleScreen?.destination.presentationType == .root)
  }

  @Test func dismissCoordinatorReleasesTheChild() throws {
    let flow = HomeFlow()
    let tracker = LeakTracker()
    flow.present(.shell, as: .sheet) { (shell: AppRoot) in
      tracker.track(shell)
      shell.setRoot(.home) { (home: HomeFlow) in
        tracker.track(home)
        home.route(to: .detail(1))
        home.dismissCoordinator()
      }
    }
    tracker.expectAllReleased()
  }
}
