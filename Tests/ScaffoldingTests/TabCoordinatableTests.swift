import Foundation
@_spi(Inspection) import Scaffolding
@_spi(Inspection) import ScaffoldingTesting
import Testing

@MainActor
@Suite("TabCoordinatable")
struct TabCoordinatableTests {
  @Test func startsWithItsTabsAndTheFirstSelected() throws {
    let tabs = MainTabs()
    expectTabs(of: tabs, [.home, .inbox, .settings], selected: .home)
    #expect(tabs.tabItems.selectedIndex == 0)
    #expect(tabs.tabItems.tabs.map(\.tabLabel?.title) == ["Home", "Inbox", "Settings"])
    #expect(tabs.tabItems.tabs.allSatisfy { $0.routeType == .root })
    expectVisibleScreen(of: tabs, HomeFlow.Destinations.Meta.feed, ownedBy: HomeFlow.self)
  }

  @Test func selectsByMetaIndexAndID() throws {
    let tabs = MainTabs(tabs: [.home, .settings, .home])
    tabs.selectLastTab(.home)
    #expect(tabs.tabItems.selectedIndex == 2)
    tabs.selectFirstTab(.home)
    #expect(tabs.tabItems.selectedIndex == 0)
    tabs.select(index: 1)
    expectTabs(of: tabs, [.home, .settings, .home], selected: .settings)
    let id = tabs.tabItems.tabs[2].id
    tabs.select(id: id)
    #expect(tabs.tabItems.selectedTab == id)
  }

  @Test func selectingATabThatDoesNotExistKeepsTheSelectionAndDiagnoses() throws {
    let tabs = MainTabs(tabs: [.home, .settings])
    tabs.select(index: 1)
    let recorder = NavigationRecorder(observing: tabs)
    tabs.selectFirstTab(.inbox)
    tabs.selectLastTab(.inbox)
    tabs.select(index: 2)
    tabs.select(index: -1)
    tabs.select(id: UUID())
    #expect(tabs.tabItems.selectedIndex == 1)
    recorder.expectDiagnostics([.tabNotFound, .tabNotFound, .tabNotFound, .tabNotFound, .tabNotFound])
  }

  @Test func setTabsReplacesEveryTabAndKeepsTheSelectedMeta() throws {
    let tabs = MainTabs()
    tabs.selectFirstTab(.inbox)
    tabs.setTabs([.settings, .inbox])
    expectTabs(of: tabs, [.settings, .inbox], selected: .inbox)
    tabs.setTabs([.home, .settings])
    expectTabs(of: tabs, [.home, .settings], selected: .home)
    tabs.setTabs([])
    expectTabs(of: tabs, [])
    #expect(tabs.tabItems.selectedTab == nil)
    #expect(tabs.visibleScreen == nil)
    tabs.appendTab(.settings)
    expectTabs(of: tabs, [.settings], selected: .settings)
  }

  @Test func appendAndInsertAddTabsWithoutMovingTheSelection() throws {
    let tabs = MainTabs(tabs: [.home])
    tabs.appendTab(.settings)
    tabs.insertTab(.inbox, at: 0)
    expectTabs(of: tabs, [.inbox, .home, .settings], selected: .home)
    tabs.insertTab(.settings, at: 3)
    expectTabs(of: tabs, [.inbox, .home, .settings, .settings], selected: .home)
  }

  @Test func startsWithTheGivenSelectionAndBarVisibility() throws {
    let tabs = MainTabs(selectedIndex: 2, visibility: .hidden)
    recordNavigation(of: tabs) { _ in
      expectTabs(of: tabs, [.home, .inbox, .settings], selected: .settings)
    }
    #expect(tabs.tabItems.tabBarVisibility == .hidden)
    #expect(tabs.tabItems.selectedIndex == 2)
  }

  @Test func anOutOfRangeInitialSelectionSelectsTheFirstTabAndDiagnoses() throws {
    // The diagnostic comes when the tabs are made, before anyone can observe the coordinator,
    // so it is read from the log (synchronously: no other test runs on the main actor meanwhile).
    var logged: [NavigationDiagnostic] = []
    let previous = ScaffoldingLog.handler
    ScaffoldingLog.handler = { logged.append($0) }
    defer { ScaffoldingLog.handler = previous }
    let tabs = MainTabs(selectedIndex: 3)
    expectTabs(of: tabs, [.home, .inbox, .settings], selected: .home)
    #expect(logged.map(\.code) == [.tabNotFound])
    #expect(logged.first?.message.contains("selectedIndex: 3") == true)
  }

  @Test func insertingOutOfRangeClampsAndDiagnoses() throws {
    let tabs = MainTabs(tabs: [.home])
    let recorder = NavigationRecorder(observing: tabs)
    tabs.insertTab(.settings, at: 5)
    tabs.insertTab(.inbox, at: -1)
    expectTabs(of: tabs, [.inbox, .home, .settings], selected: .home)
    recorder.expectDiagnostics([.indexOutOfRange, .indexOutOfRange])
    #expect(recorder.diagnostics.first?.message.contains("clamped to 1") == true)
    #expect(recorder.diagnostics.last?.message.contains("clamped to 0") == true)
  }

  @Test func removingTabsMovesTheSelectionToTheNeighbour() throws {
    let tabs = MainTabs(tabs: [.home, .inbox, .settings, .inbox])
    tabs.select(index: 1)
    tabs.removeFirstTab(.inbox)
    expectTabs(of: tabs, [.home, .settings, .inbox], selected: .settings)
    tabs.select(index: 2)
    tabs.removeLastTab(.inbox)
    expectTabs(of: tabs, [.home, .settings], selected: .settings)
    tabs.removeFirstTab(.home)
    expectTabs(of: tabs, [.settings], selected: .settings)
    tabs.removeLastTab(.settings)
    expectTabs(of: tabs, [])
    #expect(tabs.tabItems.selectedTab == nil)
  }

  @Test func removingATabThatIsNotThereDiagnoses() throws {
    let tabs = MainTabs(tabs: [.home])
    let recorder = NavigationRecorder(observing: tabs)
    tabs.removeFirstTab(.inbox)
    tabs.removeLastTab(.inbox)
    expectTabs(of: tabs, [.home], selected: .home)
    recorder.expectDiagnostics([.tabNotFound, .tabNotFound])
  }

  @Test func isInTabItemsAndTabBarVisibility() {
    let tabs = MainTabs(tabs: [.home])
    #expect(tabs.isInTabItems(.home))
    #expect(!tabs.isInTabItems(.inbox))
    #expect(tabs.tabItems.tabBarVisibility == .automatic)
    tabs.setTabBarVisibility(.hidden)
    #expect(tabs.tabItems.tabBarVisibility == .hidden)
    tabs.setTabBarVisibility(.visible)
    #expect(tabs.tabItems.tabBarVisibility == .visible)
  }

  @Test func tabsKeepIndependentStacks() throws {
    let tabs = MainTabs()
    tabs.selectFirstTab(.home) { (home: HomeFlow) in home.route(to: .detail(1)) }
    tabs.selectFirstTab(.inbox) { (inbox: HomeFlow) in inbox.route(to: .detail(2)) }
    expectVisibleScreen(of: tabs, title: "Detail 2")
    tabs.selectFirstTab(.home)
    expectVisibleScreen(of: tabs, title: "Detail 1")
  }

  @Test func presentCoversEveryTab() throws {
    let tabs = MainTabs()
    tabs.present(.notice, as: .sheet)
    expectModals(of: tabs, [.notice])
    expectVisibleScreen(of: tabs, MainTabs.Destinations.Meta.notice)
    tabs.select(index: 1)
    expectVisibleScreen(of: tabs, MainTabs.Destinations.Meta.notice)
    tabs.goBack()
    expectModals(of: tabs, [])
    expectVisibleScreen(of: tabs, HomeFlow.Destinations.Meta.settings, ownedBy: HomeFlow.self)
  }

  @Test func typedDeepLinkOverloadsLandOnTheTab() throws {
    let tabs = MainTabs(tabs: [.settings])
    var landed: [String] = []
    tabs.appendTab(.home) { (home: HomeFlow) in
      landed.append("append")
      home.route(to: .detail(1))
    }
    tabs.insertTab(.inbox, at: 0) { (inbox: HomeFlow) in
      landed.append("insert")
      inbox.route(to: .detail(2))
    }
    tabs.selectFirstTab(.home) { (home: HomeFlow) in
      landed.append("selectFirst")
      expectStack(of: home, [.feed, .detail])
    }
    tabs.selectLastTab(.inbox) { (_: HomeFlow) in landed.append("selectLast") }
    tabs.select(index: 2) { (_: HomeFlow) in landed.append("index") }
    tabs.select(id: tabs.tabItems.tabs[0].id) { (_: HomeFlow) in landed.append("id") }
    tabs.present(.compose, as: .fullScreenCover) { (compose: ComposeFlow) in
      landed.append("present")
      compose.route(to: .preview)
    }
    #expect(landed == ["append", "insert", "selectFirst", "selectLast", "index", "id", "present"])
    expectTabs(of: tabs, [.inbox, .settings, .home], selected: .inbox)
    expectVisibleScreen(of: tabs, ComposeFlow.Destinations.Meta.preview)
  }

  @Test func deepLinkThroughATabCoordinatorCreatedInTheSameChain() throws {
    let app = AppRoot()
    var reached = false
    app.setRoot(.main) { (tabs: MainTabs) in
      tabs.selectLastTab(.inbox) { (inbox: HomeFlow) in
        inbox.route(to: .compose) { (compose: ComposeFlow) in
          compose.route(to: .preview)
          reached = true
        }
      }
    }
    #expect(reached)
    expectVisibleScreen(of: app, ComposeFlow.Destinations.Meta.preview, ownedBy: ComposeFlow.self)
    let tabs = try #require(app.root.root?.coordinator as? MainTabs)
    expectTabs(of: tabs, [.home, .inbox, .settings], selected: .inbox)
    expectTreeInvariants(app)
  }
}
