@_spi(Inspection) import Scaffolding
@_spi(Inspection) import ScaffoldingTesting
import Testing

@MainActor
@Suite("Hierarchy snapshot, visible screen and back")
struct InspectionTests {
  private func entry(
    _ meta: any DestinationMeta, _ role: HierarchySnapshot.Role, selected: Bool = false,
    child: HierarchySnapshot? = nil
  ) -> HierarchySnapshot.Entry {
    .init(meta: AnyDestinationMeta(meta), role: role, isSelected: selected, child: child)
  }

  private func buildTree() -> AppRoot {
    let app = AppRoot()
    app.setRoot(.main) { (tabs: MainTabs) in
      tabs.selectFirstTab(.home) { (home: HomeFlow) in
        home.route(to: .detail(1)).present(.compose, as: .sheet)
      }
      tabs.present(.notice, as: .fullScreenCover)
    }
    return app
  }

  @Test func snapshotsOfEqualTreesAreEqualAndChangesShow() {
    let first = buildTree()
    let second = buildTree()
    #expect(first.hierarchySnapshot == second.hierarchySnapshot)
    second.goBack()
    #expect(first.hierarchySnapshot != second.hierarchySnapshot)
    let tabs = MainTabs()
    let other = MainTabs()
    other.select(index: 1)
    #expect(tabs.hierarchySnapshot != other.hierarchySnapshot)
  }

  @Test func snapshotDescribesKindsMetasRolesAndSelection() throws {
    let app = buildTree()
    typealias Home = HomeFlow.Destinations.Meta
    typealias Tabs = MainTabs.Destinations.Meta
    let compose = HierarchySnapshot(
      coordinator: "ComposeFlow", kind: .flow, entries: [entry(ComposeFlow.Destinations.Meta.draft, .root)])
    let home = HierarchySnapshot(
      coordinator: "HomeFlow", kind: .flow,
      entries: [entry(Home.feed, .root), entry(Home.detail, .push), entry(Home.compose, .sheet, child: compose)])
    let inbox = HierarchySnapshot(coordinator: "HomeFlow", kind: .flow, entries: [entry(Home.settings, .root)])
    let tabs = HierarchySnapshot(
      coordinator: "MainTabs", kind: .tab,
      entries: [
        entry(Tabs.home, .tab, selected: true, child: home), entry(Tabs.inbox, .tab, child: inbox),
        entry(Tabs.settings, .tab), entry(Tabs.notice, .fullScreenCover),
      ])
    let expected = HierarchySnapshot(
      coordinator: "AppRoot", kind: .root, entries: [entry(AppRoot.Destinations.Meta.main, .root, child: tabs)])
    expectSnapshot(of: app, expected)
    #expect(
      app.hierarchySnapshot.description == """
        AppRoot (root)
        └─ root main: MainTabs (tab)
           ├─ tab home (selected): HomeFlow (flow)
           │  ├─ root feed
           │  ├─ push detail
           │  └─ sheet compose: ComposeFlow (flow)
           │     └─ root draft
           ├─ tab inbox: HomeFlow (flow)
           │  └─ root settings
           ├─ tab settings
           └─ fullScreenCover notice
        """)
  }

  @Test func visibleScreenWalksModalsPushesAndSelectedTabs() throws {
    let app = buildTree()
    let visible = try requireVisibleScreen(of: app, MainTabs.Destinations.Meta.notice, ownedBy: MainTabs.self)
    #expect(visible.path.map { "\($0.meta)" } == ["main", "notice"])
    #expect(visible.render().title == "Notice")
    app.goBack()
    expectVisibleScreen(of: app, ComposeFlow.Destinations.Meta.draft, ownedBy: ComposeFlow.self, title: "Draft")
    let tabs = try #require(app.root.root?.coordinator as? MainTabs)
    tabs.select(index: 1)
    expectVisibleScreen(of: app, HomeFlow.Destinations.Meta.settings, title: "Settings")
  }

  @Test func backActionSaysWhatGoBackDoesAndGoBackDoesIt() throws {
    typealias Home = HomeFlow.Destinations.Meta
    let flow = HomeFlow()
    expectBackAction(of: flow, .none)
    #expect(flow.goBack() == .none)
    flow.route(to: .detail(1))
    expectBackAction(of: flow, .pop(AnyDestinationMeta(Home.detail)))
    flow.present(.compose, as: .sheet)
    // On the root of a presented flow, back closes the flow.
    expectBackAction(of: flow, .dismiss(AnyDestinationMeta(Home.compose)))
    #expect(flow.goBack() == .dismiss(AnyDestinationMeta(Home.compose)))
    expectStack(of: flow, [.feed, .detail])
    flow.route(to: .nested) { (nested: HomeFlow) in nested.route(to: .settings) }
    #expect(flow.goBack() == .pop(AnyDestinationMeta(Home.settings)))
    // On the root of a pushed flow, back pops the flow.
    #expect(flow.goBack() == .pop(AnyDestinationMeta(Home.nested)))
    expectStack(of: flow, [.feed, .detail])
    #expect(flow.backAction.description == "pop detail")
  }

  @Test func backAtATabsFirstScreenOrARootDoesNothing() throws {
    let tabs = MainTabs()
    #expect(tabs.goBack() == .none)
    expectTabs(of: tabs, [.home, .inbox, .settings], selected: .home)
    let app = AppRoot(root: .home)
    #expect(app.goBack() == .none)
    expectRoot(of: app, .home)
    app.present(.compose, as: .sheet)
    #expect(app.goBack() == .dismiss(AnyDestinationMeta(AppRoot.Destinations.Meta.compose)))
    expectModals(of: app, [])
  }
}
