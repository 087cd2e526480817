import Scaffolding
import ScaffoldingTesting
import Testing

@MainActor
@Suite("customize(_:)")
struct CustomizeTests {
  @Test func decoratesEveryScreenTheCoordinatorShows() throws {
    let flow = HomeFlow()
    flow.decoration = "[home] "
    expectVisibleScreen(of: flow, title: "[home] Feed")
    flow.route(to: .detail(1))
    expectVisibleScreen(of: flow, title: "[home] Detail 1")
  }

  @Test func descendantsScreensAreDecoratedByEveryAncestorOutermostLast() throws {
    let flow = HomeFlow()
    flow.decoration = "A "
    flow.present(.nested, as: .sheet) { (nested: HomeFlow) in nested.decoration = "B " }
    expectVisibleScreen(of: flow, title: "A B Feed")
    flow.pop()
    flow.present(.compose, as: .sheet)
    expectVisibleScreen(of: flow, title: "A Draft")
  }

  @Test func theDefaultLeavesScreensAlone() throws {
    let app = AppRoot()
    expectVisibleScreen(of: app, title: "Signed out")
    let visible = try #require(app.visibleScreen)
    #expect(visible.screen is TestScreen)
  }

  @Test func addingActionsOffersThemAfterTheScreensOwnOnEveryRender() throws {
    var renders = 0
    let screen = TestScreen("Base").addingActions { context in
      renders += 1
      return [ScreenAction("close", summary: "Close \(context.destination.meta)") { _ in }]
    }
    let flow = HomeFlow()
    let context = ScreenContext(destination: try #require(flow.visibleScreen).destination, owner: flow)
    let body = screen.body(in: context)
    #expect(body.title == "Base")
    #expect(body.actions.map(\.name) == ["close"])
    _ = screen.body(in: context)
    #expect(renders == 2)
  }
}
