@_spi(Inspection) import Scaffolding
@_spi(Inspection) import ScaffoldingTesting
import Testing

@MainActor
@Suite("FlowCoordinatable")
struct FlowCoordinatableTests {
  @Test func startsAtItsRootAndPushesInOrder() throws {
    let flow = HomeFlow()
    expectStack(of: flow, [.feed])
    flow.route(to: .detail(1)).route(to: .detail(2))
    expectStack(of: flow, [.feed, .detail, .detail])
    expectStackPresentations(of: flow, [.push, .push])
    expectVisibleScreen(of: flow, HomeFlow.Destinations.Meta.detail, title: "Detail 2")
  }

  @Test func presentJoinsTheSameStackSoPopClosesIt() throws {
    let flow = HomeFlow()
    flow.route(to: .detail(1)).present(.settings, as: .sheet).route(to: .detail(2))
    expectStack(of: flow, [.feed, .detail, .settings, .detail])
    expectStackPresentations(of: flow, [.push, .sheet, .push])
    #expect(flow.stack.destinations.map(\.pushType) == [.push, .sheet, .push])
    flow.pop()
    flow.pop()
    expectStack(of: flow, [.feed, .detail])
    flow.present(.settings, as: .fullScreenCover)
    #expect(flow.stack.destinations.last?.routeType == .fullScreenCover)
  }

  @Test func popRemovesOnlyTheTop() throws {
    let flow = HomeFlow()
    flow.route(to: .detail(1)).route(to: .settings)
    flow.pop()
    expectStack(of: flow, [.feed, .detail])
    expectVisibleScreen(of: flow, title: "Detail 1")
  }

  @Test func popToRootEmptiesTheStack() throws {
    let flow = HomeFlow()
    flow.route(to: .detail(1)).present(.compose, as: .sheet).route(to: .settings)
    flow.popToRoot()
    expectStack(of: flow, [.feed])
    flow.popToRoot()
    expectStack(of: flow, [.feed])
  }

  @Test func popToFirstAndLastPickTheMatchingOccurrence() throws {
    let flow = HomeFlow()
    flow.route(to: .detail(1)).route(to: .settings).route(to: .detail(2)).route(to: .settings)
    flow.popToLast(.detail)
    expectStack(of: flow, [.feed, .detail, .settings, .detail])
    expectVisibleScreen(of: flow, title: "Detail 2")
    flow.route(to: .settings)
    flow.popToFirst(.detail)
    expectStack(of: flow, [.feed, .detail])
    expectVisibleScreen(of: flow, title: "Detail 1")
  }

  @Test func popToFirstCountsTheRootAsTheFirstOccurrence() throws {
    let flow = HomeFlow()
    flow.route(to: .detail(1)).route(to: .feed).route(to: .detail(2))
    flow.popToLast(.feed)
    expectStack(of: flow, [.feed, .detail, .feed])
    flow.route(to: .detail(3))
    flow.popToFirst(.feed)
    expectStack(of: flow, [.feed])
  }

  @Test func popToAMetaThatIsNotThereChangesNothingAndDiagnoses() throws {
    let flow = HomeFlow()
    flow.route(to: .detail(1))
    let recorder = NavigationRecorder(observing: flow)
    flow.popToFirst(.settings)
    flow.popToLast(.compose)
    expectStack(of: flow, [.feed, .detail])
    recorder.expectDiagnostics([.destinationNotFound, .destinationNotFound])
    recorder.expectChanges([])
  }

  @Test func setRootReplacesRootAndEverythingAbove() throws {
    let flow = HomeFlow()
    flow.route(to: .detail(1)).present(.compose, as: .sheet)
    flow.setRoot(.settings)
    expectStack(of: flow, [.settings])
    #expect(flow.stack.root?.routeType == .root)
    #expect(flow.isInStack(.settings))
    #expect(!flow.isInStack(.feed))
  }

  @Test func isInStackSeesRootAndEverythingAbove() {
    let flow = HomeFlow()
    #expect(flow.isInStack(.feed))
    #expect(!flow.isInStack(.detail))
    flow.route(to: .detail(1)).present(.settings, as: .sheet)
    #expect(flow.isInStack(.detail))
    #expect(flow.isInStack(.settings))
    flow.popToRoot()
    #expect(!flow.isInStack(.detail))
  }

  @Test func routingTheSameCaseTwiceMakesTwoDestinations() {
    let flow = HomeFlow()
    flow.route(to: .detail(1)).route(to: .detail(1))
    let ids = flow.stack.destinations.map(\.id)
    #expect(ids.count == 2)
    #expect(ids[0] != ids[1])
    #expect(flow.stack.destinations[0] != flow.stack.destinations[1])
  }

  @Test func pushedChildCoordinatorIsMadeLazilyOnceAndCached() throws {
    let flow = HomeFlow()
    flow.route(to: .compose)
    #expect(flow.composeCount == 0)
    let destination = try #require(flow.stack.destinations.last)
    #expect(destination.hostsCoordinator)
    let first = try #require(destination.coordinator)
    let second = try #require(destination.coordinator)
    #expect(first === second)
    #expect(flow.composeCount == 1)
    #expect(first.parent === flow)
    if case .coordinator(let content) = destination.content {
      #expect(content === first)
    } else {
      Issue.record("expected coordinator content")
    }
    if case .screen(let screen) = try #require(flow.stack.root).content {
      #expect(screen is TestScreen)
    } else {
      Issue.record("expected screen content")
    }
  }

  @Test func typedDeepLinkOverloadsLandOnTheChild() throws {
    let flow = HomeFlow()
    var landed: [String] = []
    flow.route(to: .compose) { (compose: ComposeFlow) in
      landed.append("route")
      compose.route(to: .preview)
    }
    flow.present(.nested, as: .sheet) { (nested: HomeFlow) in
      landed.append("present")
      nested.route(to: .detail(9))
    }
    flow.popToFirst(.compose) { (compose: ComposeFlow) in
      landed.append("popToFirst")
      expectStack(of: compose, [.draft, .preview])
    }
    flow.route(to: .compose)
    flow.popToLast(.compose) { (compose: ComposeFlow) in
      landed.append("popToLast")
      #expect(compose.parent === flow)
    }
    flow.setRoot(.nested) { (nested: HomeFlow) in
      landed.append("setRoot")
      nested.route(to: .settings)
    }
    #expect(landed == ["route", "present", "popToFirst", "popToLast", "setRoot"])
    expectStack(of: flow, [.nested])
    let nested = try #require(flow.stack.root?.coordinator as? HomeFlow)
    expectStack(of: nested, [.feed, .settings])
  }

  @Test func deepLinkClosureOfTheWrongTypeIsSkippedWithADiagnostic() throws {
    let flow = HomeFlow()
    let recorder = NavigationRecorder(observing: flow)
    var called = false
    flow.route(to: .compose) { (_: HomeFlow) in called = true }
    flow.route(to: .detail(1)) { (_: ComposeFlow) in called = true }
    #expect(!called)
    expectStack(of: flow, [.feed, .compose, .detail])
    recorder.expectDiagnostics([.unexpectedCoordinatorType, .notACoordinator])
  }

  @Test func chainsReturnTheCoordinator() {
    let flow = HomeFlow()
    let returned = flow.route(to: .detail(1)).present(.settings, as: .sheet).popToFirst(.feed).setRoot(.feed)
    #expect(returned === flow)
  }
}
