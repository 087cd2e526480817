@_spi(Inspection) import Scaffolding
@_spi(Inspection) import ScaffoldingTesting
import Testing

@MainActor
@Suite("Navigation events")
struct EventTests {
  private func event(
    _ kind: NavigationEvent.Kind, _ coordinator: any Coordinatable, _ meta: any DestinationMeta
  ) -> NavigationEvent {
    NavigationEvent(kind: kind, coordinator: CoordinatorReference(coordinator), meta: AnyDestinationMeta(meta))
  }

  @Test func flowChangesArePublishedWithCoordinatorAndMeta() {
    let flow = HomeFlow()
    let recorder = NavigationRecorder(observing: flow)
    flow.route(to: .detail(1)).present(.settings, as: .sheet).present(.feed, as: .fullScreenCover)
    flow.pop()
    flow.popToRoot()
    flow.setRoot(.settings)
    typealias Meta = HomeFlow.Destinations.Meta
    #expect(
      recorder.changes == [
        event(.push, flow, Meta.detail),
        event(.present(.sheet), flow, Meta.settings),
        event(.present(.fullScreenCover), flow, Meta.feed),
        event(.dismiss, flow, Meta.feed),
        event(.dismiss, flow, Meta.settings),
        event(.pop, flow, Meta.detail),
        event(.setRoot, flow, Meta.settings),
      ])
  }

  @Test func tabChangesArePublished() {
    let tabs = MainTabs(tabs: [.home])
    let recorder = NavigationRecorder(observing: tabs)
    tabs.appendTab(.settings)
    tabs.selectFirstTab(.settings)
    tabs.selectFirstTab(.settings)
    tabs.removeFirstTab(.home)
    tabs.setTabs([.inbox])
    tabs.present(.notice, as: .sheet)
    typealias Meta = MainTabs.Destinations.Meta
    #expect(
      recorder.changes == [
        event(.tabsChanged, tabs, Meta.settings),
        event(.selectTab, tabs, Meta.settings),
        event(.tabsChanged, tabs, Meta.home),
        event(.tabsChanged, tabs, Meta.settings),
        event(.tabsChanged, tabs, Meta.inbox),
        event(.selectTab, tabs, Meta.inbox),
        event(.present(.sheet), tabs, Meta.notice),
      ])
  }

  @Test func implicitSelectionChangesArePublished() {
    let tabs = MainTabs(tabs: [.home, .inbox])
    let recorder = NavigationRecorder(observing: tabs)
    typealias Meta = MainTabs.Destinations.Meta
    tabs.removeFirstTab(.home)
    tabs.removeFirstTab(.inbox)
    tabs.appendTab(.settings)
    tabs.appendTab(.home)
    #expect(
      recorder.changes == [
        event(.tabsChanged, tabs, Meta.home),
        event(.selectTab, tabs, Meta.inbox),
        event(.tabsChanged, tabs, Meta.inbox),
        event(.tabsChanged, tabs, Meta.settings),
        event(.selectTab, tabs, Meta.settings),
        event(.tabsChanged, tabs, Meta.home),
      ])
  }

  @Test func rootSwapsArePublished() {
    let app = AppRoot()
    let recorder = NavigationRecorder(observing: app)
    app.present(.notice, as: .sheet)
    app.setRoot(.home)
    typealias Meta = AppRoot.Destinations.Meta
    #expect(
      recorder.changes == [
        event(.present(.sheet), app, Meta.notice),
        event(.dismiss, app, Meta.notice),
        event(.setRoot, app, Meta.home),
      ])
  }

  @Test func ancestorsHearDescendantsEvents() throws {
    let app = AppRoot()
    let recorder = NavigationRecorder(observing: app)
    var home: HomeFlow?
    app.setRoot(.main) { (tabs: MainTabs) in
      tabs.selectFirstTab(.home) { (flow: HomeFlow) in home = flow }
    }
    recorder.removeAll()
    let flow = try #require(home)
    let local = NavigationRecorder(observing: flow)
    flow.route(to: .detail(1))
    #expect(recorder.changes == [event(.push, flow, HomeFlow.Destinations.Meta.detail)])
    #expect(local.changes == recorder.changes)
    #expect(recorder.events.first?.description == "HomeFlow: push detail")
  }

  @Test func diagnosticsTravelAsEvents() throws {
    let flow = HomeFlow()
    let recorder = NavigationRecorder(observing: flow)
    flow.pop()
    #expect(recorder.changes.isEmpty)
    let diagnostic = try #require(recorder.diagnostics.first)
    #expect(diagnostic.code == .nothingToPop)
    #expect(diagnostic.coordinator?.refers(to: flow) == true)
    #expect(recorder.events.first?.kind == .diagnostic(diagnostic))
  }

  @Test func cancellingOrDroppingTheTokenStopsDelivery() {
    let flow = HomeFlow()
    var count = 0
    let token = flow.observeNavigation { _ in count += 1 }
    flow.route(to: .detail(1))
    token.cancel()
    flow.route(to: .detail(2))
    #expect(count == 1)
    do {
      _ = flow.observeNavigation { _ in count += 100 }
    }
    flow.route(to: .detail(3))
    #expect(count == 1)
    let recorder = NavigationRecorder(observing: flow)
    recorder.stop()
    flow.pop()
    #expect(recorder.events.isEmpty)
  }
}
