import Scaffolding
import ScaffoldingTesting
import Testing

/// The headless environment: `ScreenContext.nearest` and the destination's route and
/// presentation types, as `@Environment(Coordinator.self)` and `@Environment(\.destination)`.
@MainActor
@Suite("Screen environment")
struct EnvironmentTests {
  @Test func rootOfASheetPresentedFlowReadsRootAndSheet() throws {
    let flow = HomeFlow()
    flow.present(.compose, as: .sheet)
    let visible = try requireVisibleScreen(of: flow, ComposeFlow.Destinations.Meta.draft)
    #expect(visible.context.destination.routeType == .root)
    #expect(visible.context.destination.presentationType == .sheet)
    #expect(visible.context.destination.pushType == nil)
    let compose = try #require(visible.context.nearest(ComposeFlow.self))
    compose.route(to: .preview)
    let pushed = try requireVisibleScreen(of: flow, ComposeFlow.Destinations.Meta.preview)
    #expect(pushed.context.destination.routeType == .push)
    #expect(pushed.context.destination.presentationType == .push)
  }

  @Test func rootOfACoverPresentedRootsFlowReadsFullScreenCover() throws {
    let flow = HomeFlow()
    flow.present(.shell, as: .fullScreenCover) { (shell: AppRoot) in shell.setRoot(.home) }
    let visible = try requireVisibleScreen(of: flow, HomeFlow.Destinations.Meta.feed)
    #expect(visible.context.destination.routeType == .root)
    #expect(visible.context.destination.presentationType == .fullScreenCover)
  }

  @Test func tabsAndTopLevelRootsReadRoot() throws {
    let tabs = MainTabs()
    let inTab = try requireVisibleScreen(of: tabs, HomeFlow.Destinations.Meta.feed)
    #expect(inTab.context.destination.routeType == .root)
    #expect(inTab.context.destination.presentationType == .root)
    tabs.select(index: 2)
    let screenTab = try requireVisibleScreen(of: tabs, MainTabs.Destinations.Meta.settings)
    #expect(screenTab.context.destination.routeType == .root)
    #expect(screenTab.context.destination.presentationType == .root)
    #expect(screenTab.context.destination.tabLabel == TabLabel("Settings"))
  }

  @Test func pushedFlowsRootReadsPush() throws {
    let flow = HomeFlow()
    flow.route(to: .tabs)
    let visible = try requireVisibleScreen(of: flow, HomeFlow.Destinations.Meta.feed)
    #expect(visible.context.destination.routeType == .root)
    #expect(visible.context.destination.presentationType == .push)
  }

  @Test func nearestWalksFromTheOwnerUpThroughParents() throws {
    let app = AppRoot()
    app.setRoot(.main) { (tabs: MainTabs) in
      tabs.selectFirstTab(.home) { (home: HomeFlow) in home.present(.compose, as: .sheet) }
    }
    let visible = try requireVisibleScreen(of: app, ComposeFlow.Destinations.Meta.draft, ownedBy: ComposeFlow.self)
    let context = visible.context
    #expect(context.owner is ComposeFlow)
    #expect(context.nearest(ComposeFlow.self) === context.owner)
    let home = try #require(context.nearest(HomeFlow.self))
    let tabs = try #require(context.nearest(MainTabs.self))
    #expect(home.parent === tabs)
    #expect(context.nearest(AppRoot.self) === app)
    #expect(tabs.parent === app)
    #expect(app.parent == nil)
    let missing: ReusedNothing? = context.nearest()
    #expect(missing == nil)
    #expect(visible.path.map { "\($0.meta)" } == ["main", "home", "compose", "draft"])
  }
}

/// A coordinator type that never appears in the trees above, for a lookup that must miss.
@MainActor
private final class ReusedNothing: FlowCoordinatable {
  enum Destinations: Destinationable {
    case only
    enum Meta: DestinationMeta { case only }
    var meta: Meta { .only }
    func value(for coordinator: ReusedNothing) -> Destination { .screen(meta, TestScreen("Only")) }
  }
  let stack = FlowStack<ReusedNothing>(root: .only)
}
