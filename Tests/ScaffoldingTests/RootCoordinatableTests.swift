@_spi(Inspection) import Scaffolding
@_spi(Inspection) import ScaffoldingTesting
import Testing

@MainActor
@Suite("RootCoordinatable")
struct RootCoordinatableTests {
  @Test func startsAtItsRootAndSwapsIt() throws {
    let app = AppRoot()
    expectRoot(of: app, .signedOut)
    #expect(app.isRoot(.signedOut))
    app.setRoot(.home)
    expectRoot(of: app, .home)
    #expect(!app.isRoot(.signedOut))
    #expect(app.root.root?.routeType == .root)
    expectVisibleScreen(of: app, HomeFlow.Destinations.Meta.feed, ownedBy: HomeFlow.self)
  }

  @Test func setRootDismissesModalsAndTheWholeOldTree() throws {
    let app = AppRoot(root: .home)
    app.present(.notice, as: .sheet)
    expectModals(of: app, [.notice])
    app.setRoot(.main)
    expectModals(of: app, [])
    expectRoot(of: app, .main)
    expectSnapshot(
      of: app,
      HierarchySnapshot(
        coordinator: "AppRoot", kind: .root,
        entries: [
          .init(
            meta: AnyDestinationMeta(AppRoot.Destinations.Meta.main), role: .root,
            child: MainTabs().hierarchySnapshot)
        ]))
  }

  @Test func presentStacksModalsAboveTheRoot() throws {
    let app = AppRoot()
    app.present(.compose, as: .fullScreenCover) { (compose: ComposeFlow) in compose.route(to: .preview) }
    expectModals(of: app, [.compose])
    #expect(app.root.modals.first?.routeType == .fullScreenCover)
    expectVisibleScreen(of: app, ComposeFlow.Destinations.Meta.preview)
  }

  @Test func typedSetRootLandsOnTheNewRoot() throws {
    let app = AppRoot()
    var landed: HomeFlow?
    app.setRoot(.home) { (home: HomeFlow) in
      home.route(to: .detail(3))
      landed = home
    }
    let home = try #require(landed)
    #expect(home.parent === app)
    #expect(app.root.parent == nil)
    expectVisibleScreen(of: app, title: "Detail 3")
  }
}
