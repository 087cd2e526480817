@_spi(Inspection) import Scaffolding
@_spi(Inspection) import ScaffoldingTesting
import Testing

/// `onDismiss` fires exactly once for every destination that leaves the tree, whatever removed
/// it, in the order Tree/Teardown.swift documents: top-down, a hosting destination after
/// everything inside its coordinator, after the events and once the tree has its final shape.
@MainActor
@Suite("onDismiss")
struct OnDismissTests {
  @Test func popFiresOnlyForTheTop() {
    let log = CallLog()
    let flow = HomeFlow()
    flow.route(to: .detail(1), onDismiss: log.callback("a")).route(to: .detail(2), onDismiss: log.callback("b"))
    flow.pop()
    #expect(log.entries == ["b"])
    flow.pop()
    flow.pop()
    #expect(log.entries == ["b", "a"])
  }

  @Test func popToRootFiresTopDownWithHostsAfterTheirSubtrees() throws {
    let log = CallLog()
    let flow = HomeFlow()
    flow.route(to: .detail(1), onDismiss: log.callback("a"))
    flow.present(.compose, as: .sheet, onDismiss: log.callback("b")) { (compose: ComposeFlow) in
      compose.route(to: .preview, onDismiss: log.callback("c"))
      compose.route(to: .more, onDismiss: log.callback("d")) { (more: ComposeFlow) in
        more.route(to: .preview, onDismiss: log.callback("e"))
      }
    }
    flow.route(to: .settings, onDismiss: log.callback("f"))
    flow.popToRoot()
    #expect(log.entries == ["f", "e", "d", "c", "b", "a"])
    expectStack(of: flow, [.feed])
  }

  @Test func popToFirstAndLastFireForEverythingAbove() {
    let log = CallLog()
    let flow = HomeFlow()
    flow.route(to: .detail(1), onDismiss: log.callback("1"))
      .route(to: .settings, onDismiss: log.callback("2"))
      .route(to: .detail(3), onDismiss: log.callback("3"))
      .route(to: .settings, onDismiss: log.callback("4"))
    flow.popToLast(.detail)
    #expect(log.entries == ["4"])
    flow.popToFirst(.detail)
    #expect(log.entries == ["4", "3", "2"])
    flow.popToFirst(.feed)
    #expect(log.entries == ["4", "3", "2", "1"])
  }

  @Test func flowSetRootFiresForTheWholePreviousTree() {
    let log = CallLog()
    let flow = HomeFlow(root: .nested)
    flow.popToFirst(.nested) { (nested: HomeFlow) in
      nested.route(to: .detail(1), onDismiss: log.callback("inner"))
    }
    flow.route(to: .detail(2), onDismiss: log.callback("push"))
    flow.present(.settings, as: .sheet, onDismiss: log.callback("sheet"))
    flow.setRoot(.feed)
    #expect(log.entries == ["sheet", "push", "inner"])
  }

  @Test func rootSetRootFiresModalsThenTheOldRootsSubtree() {
    let log = CallLog()
    let app = AppRoot()
    app.setRoot(.main) { (tabs: MainTabs) in
      tabs.present(.notice, as: .sheet, onDismiss: log.callback("tabs modal"))
      tabs.selectFirstTab(.home) { (home: HomeFlow) in
        home.route(to: .detail(1), onDismiss: log.callback("home 1"))
        home.route(to: .detail(2), onDismiss: log.callback("home 2"))
      }
      tabs.selectFirstTab(.inbox) { (inbox: HomeFlow) in
        inbox.route(to: .detail(3), onDismiss: log.callback("inbox"))
      }
    }
    app.present(.notice, as: .sheet, onDismiss: log.callback("app modal"))
    app.setRoot(.signedOut)
    // Modals first, then the tab coordinator: its modals, then its tabs last first.
    #expect(log.entries == ["app modal", "tabs modal", "inbox", "home 2", "home 1"])
  }

  @Test func dismissCoordinatorFiresForEverythingAboveAndInside() {
    let log = CallLog()
    let flow = HomeFlow()
    var child: HomeFlow?
    flow.route(to: .nested, onDismiss: log.callback("nested")) { (nested: HomeFlow) in
      nested.route(to: .detail(1), onDismiss: log.callback("inside"))
      child = nested
    }
    flow.route(to: .detail(2), onDismiss: log.callback("above"))
    child?.dismissCoordinator()
    #expect(log.entries == ["above", "inside", "nested"])
  }

  @Test func removingATabFiresForItsSubtree() {
    let log = CallLog()
    let tabs = MainTabs()
    tabs.selectFirstTab(.home) { (home: HomeFlow) in
      home.route(to: .detail(1), onDismiss: log.callback("home 1"))
      home.present(.compose, as: .sheet, onDismiss: log.callback("home sheet"))
    }
    tabs.selectFirstTab(.inbox) { (inbox: HomeFlow) in
      inbox.route(to: .detail(2), onDismiss: log.callback("inbox"))
    }
    tabs.removeFirstTab(.home)
    #expect(log.entries == ["home sheet", "home 1"])
    tabs.setTabs([.settings])
    #expect(log.entries == ["home sheet", "home 1", "inbox"])
  }

  @Test func goBackAndTabModalsFireOnce() {
    let log = CallLog()
    let tabs = MainTabs()
    tabs.present(.notice, as: .sheet, onDismiss: log.callback("notice"))
    tabs.goBack()
    tabs.goBack()
    #expect(log.entries == ["notice"])
  }

  @Test func callbacksRunAfterEventsWhenTheTreeHasItsFinalShape() throws {
    let log = CallLog()
    let flow = HomeFlow()
    let observation = flow.observeNavigation { log.append("event \($0.kind)") }
    var compose: ComposeFlow?
    flow.present(.compose, as: .sheet, onDismiss: log.callback("compose")) { (child: ComposeFlow) in
      child.route(to: .preview) {
        log.append("preview")
        // The child has already been emptied and left the tree when its destinations' callbacks run.
        log.append("child left: \(child.visibleScreen == nil)")
      }
      compose = child
    }
    flow.route(to: .detail(1)) {
      log.append("detail")
      log.append("stack: \(flow.stack.destinations.count)")
    }
    log.removeAll()
    flow.popToRoot()
    #expect(
      log.entries == [
        "event pop", "event dismiss", "detail", "stack: 0", "preview", "child left: true", "compose",
      ])
    #expect(compose?.parent == nil)
    observation.cancel()
  }

  @Test func aCallbackThatNavigatesSeesAndChangesTheFinalTree() throws {
    let flow = HomeFlow()
    flow.route(to: .detail(1)) { flow.route(to: .settings) }
    flow.route(to: .detail(2))
    flow.popToRoot()
    expectStack(of: flow, [.feed, .settings])
  }

  @Test func everyRemovalPathFiresExactlyOnce() throws {
    let log = CallLog()
    let app = AppRoot(root: .home)
    var landed: HomeFlow?
    app.setRoot(.home) { (flow: HomeFlow) in landed = flow }
    let home = try #require(landed, "the typed closure did not run")
    home.route(to: .detail(1), onDismiss: log.callback("x"))
    home.pop()
    #expect(log.count(of: "x") == 1)
    home.pop()
    home.popToRoot()
    app.setRoot(.signedOut)
    app.setRoot(.home)
    #expect(log.count(of: "x") == 1)
  }
}
