import Foundation
import Observation
@_spi(Inspection) import Scaffolding
@_spi(Inspection) import ScaffoldingTesting
import Testing

@MainActor
@Suite("Destination, its types, and observability")
struct DestinationTests {
  @Test func idsAreUniqueAndStable() throws {
    let flow = HomeFlow()
    for index in 0..<100 { flow.route(to: .detail(index)) }
    let ids = flow.stack.destinations.map(\.id)
    #expect(Set(ids).count == 100)
    #expect(flow.stack.destinations.map(\.id) == ids)
    let root = try #require(flow.stack.root)
    #expect(!ids.contains(root.id))
    #expect(ids.allSatisfy { $0.uuidString.count == 36 })
  }

  @Test func metaAndTypesDescribeTheRoute() throws {
    let flow = HomeFlow()
    flow.route(to: .detail(1)).present(.settings, as: .sheet).present(.feed, as: .fullScreenCover)
    let metas = flow.stack.destinations.map { $0.meta as? HomeFlow.Destinations.Meta }
    #expect(metas == [.detail, .settings, .feed])
    #expect(flow.stack.destinations.map(\.routeType) == [.push, .sheet, .fullScreenCover])
    #expect(flow.stack.destinations.map(\.pushType) == [.push, .sheet, .fullScreenCover])
    #expect(flow.stack.destinations.map(\.presentationType) == [.push, .sheet, .fullScreenCover])
    #expect(flow.stack.destinations.allSatisfy { !$0.hostsCoordinator })
  }

  @Test func typeVocabulariesMapOntoEachOther() {
    #expect(PresentationType.allCases.map(\.destinationType) == [.push, .sheet, .fullScreenCover])
    #expect(ModalPresentationType.allCases.map(\.presentationType) == [.sheet, .fullScreenCover])
    #expect(DestinationType.allCases == [.root, .push, .sheet, .fullScreenCover])
  }

  @Test func anyDestinationMetaComparesByTypeAndValue() {
    let feed = AnyDestinationMeta(HomeFlow.Destinations.Meta.feed)
    #expect(feed == AnyDestinationMeta(HomeFlow.Destinations.Meta.feed))
    #expect(feed != AnyDestinationMeta(HomeFlow.Destinations.Meta.detail))
    #expect(AnyDestinationMeta(MainTabs.Destinations.Meta.home) != AnyDestinationMeta(AppRoot.Destinations.Meta.home))
    #expect(feed.matches(HomeFlow.Destinations.Meta.feed))
    #expect(feed.description == "feed")
  }

  @Test func coordinatorsHaveIdentityAndAWeakFrameworkSetParent() throws {
    let flow = HomeFlow()
    let other = HomeFlow()
    #expect(flow.id == ObjectIdentifier(flow))
    #expect(flow.id != other.id)
    #expect(flow.parent == nil)
    var child: ComposeFlow?
    flow.route(to: .compose) { (compose: ComposeFlow) in child = compose }
    #expect(child?.parent === flow)
    #expect(child?.stack.parent === flow)
    #expect(child?.stack.presentedAs == .push)
    flow.pop()
    #expect(child?.parent == nil)
  }

  @Test func presentedAsTellsHowAContainerItselfWasShown() throws {
    let flow = HomeFlow()
    var tabs: MainTabs?
    var shell: AppRoot?
    flow.present(.tabs, as: .sheet) { (presented: MainTabs) in tabs = presented }
    flow.present(.shell, as: .fullScreenCover) { (presented: AppRoot) in shell = presented }
    #expect(tabs?.tabItems.presentedAs == .sheet)
    #expect(shell?.root.presentedAs == .fullScreenCover)
    #expect(flow.stack.presentedAs == nil)
    let home = try #require(tabs?.tabItems.tabs.first?.coordinator as? HomeFlow)
    #expect(home.stack.presentedAs == nil)
  }

  @Test func containersAreObservable() throws {
    final class Flag: @unchecked Sendable { var count = 0 }
    let flow = HomeFlow()
    _ = flow.isInStack(.feed)
    let flag = Flag()
    withObservationTracking {
      _ = flow.stack.destinations
    } onChange: {
      flag.count += 1
    }
    flow.route(to: .detail(1))
    #expect(flag.count == 1)

    let tabs = MainTabs()
    _ = tabs.isInTabItems(.home)
    withObservationTracking {
      _ = tabs.tabItems.selectedTab
    } onChange: {
      flag.count += 1
    }
    tabs.select(index: 1)
    #expect(flag.count == 2)
    withObservationTracking {
      _ = tabs.tabItems.tabBarVisibility
    } onChange: {
      flag.count += 1
    }
    tabs.setTabBarVisibility(.hidden)
    #expect(flag.count == 3)

    let app = AppRoot()
    _ = app.isRoot(.signedOut)
    withObservationTracking {
      _ = app.root.root
    } onChange: {
      flag.count += 1
    }
    app.setRoot(.home)
    #expect(flag.count == 4)
    withObservationTracking {
      _ = app.root.modals
    } onChange: {
      flag.count += 1
    }
    app.present(.notice, as: .sheet)
    #expect(flag.count == 5)
  }

  /// The containers make their registrar on the first tracked read, so this pins that a
  /// change made before anyone looked still reaches whoever looks afterwards, and that the
  /// public queries (not only the containers' properties) are tracked.
  @Test func queriesAreObservableEvenWhenTheStateChangedBeforeAnyoneLooked() {
    final class Flag: @unchecked Sendable { var count = 0 }
    let flag = Flag()
    let flow = HomeFlow()
    flow.route(to: .detail(1)).route(to: .detail(2)).pop()
    withObservationTracking {
      _ = flow.isInStack(.compose)
    } onChange: {
      flag.count += 1
    }
    flow.route(to: .detail(3))
    #expect(flag.count == 1)
    withObservationTracking {
      _ = flow.visibleScreen
    } onChange: {
      flag.count += 1
    }
    flow.pop()
    #expect(flag.count == 2)

    let tabs = MainTabs()
    tabs.select(index: 1)
    withObservationTracking {
      _ = tabs.hierarchySnapshot
    } onChange: {
      flag.count += 1
    }
    tabs.select(index: 0)
    #expect(flag.count == 3)
  }
}
