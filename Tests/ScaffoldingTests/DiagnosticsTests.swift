@_spi(Inspection) import Scaffolding
@_spi(Inspection) import ScaffoldingTesting
import Testing

@MainActor
@Suite("Refused and adjusted requests")
struct DiagnosticsTests {
  @Test func presentingWhileAModalIsUpStacksAndDiagnoses() throws {
    let flow = HomeFlow()
    let recorder = NavigationRecorder(observing: flow)
    flow.present(.settings, as: .sheet)
    flow.present(.compose, as: .fullScreenCover)
    expectStack(of: flow, [.feed, .settings, .compose])
    recorder.expectDiagnostics([.modalStacked])
    #expect(recorder.diagnostics.first?.message.contains("settings") == true)
    flow.pop()
    expectStack(of: flow, [.feed, .settings])
  }

  @Test func presentingFromAPushInsideAModalAlsoStacks() throws {
    let flow = HomeFlow()
    let recorder = NavigationRecorder(observing: flow)
    flow.present(.settings, as: .sheet).route(to: .detail(1)).present(.compose, as: .sheet)
    expectStack(of: flow, [.feed, .settings, .detail, .compose])
    recorder.expectDiagnostics([.modalStacked])
  }

  @Test func tabAndRootModalsStackToo() throws {
    let tabs = MainTabs()
    let tabRecorder = NavigationRecorder(observing: tabs)
    tabs.present(.notice, as: .sheet).present(.compose, as: .sheet)
    expectModals(of: tabs, [.notice, .compose])
    tabRecorder.expectDiagnostics([.modalStacked])
    let app = AppRoot()
    let appRecorder = NavigationRecorder(observing: app)
    app.present(.notice, as: .fullScreenCover).present(.notice, as: .sheet)
    expectModals(of: app, [.notice, .notice])
    appRecorder.expectDiagnostics([.modalStacked])
  }

  @Test func aCoordinatorThatLeftTheTreeRefusesEveryRequest() throws {
    let flow = HomeFlow()
    var leftFlow: HomeFlow?
    var leftTabs: MainTabs?
    var leftRoot: AppRoot?
    flow.route(to: .nested) { (nested: HomeFlow) in leftFlow = nested }
    flow.route(to: .tabs) { (tabs: MainTabs) in leftTabs = tabs }
    flow.route(to: .shell) { (shell: AppRoot) in leftRoot = shell }
    flow.popToRoot()
    let nested = try #require(leftFlow)
    let tabs = try #require(leftTabs)
    let shell = try #require(leftRoot)
    let flowRecorder = NavigationRecorder(observing: nested)
    let tabRecorder = NavigationRecorder(observing: tabs)
    let rootRecorder = NavigationRecorder(observing: shell)

    nested.route(to: .detail(1)).present(.settings, as: .sheet).setRoot(.settings).popToFirst(.feed)
    nested.pop()
    nested.popToRoot()
    tabs.appendTab(.home).selectFirstTab(.home).setTabs([.home]).present(.notice, as: .sheet)
    tabs.setTabBarVisibility(.hidden)
    shell.setRoot(.main).present(.notice, as: .sheet)
    nested.dismissCoordinator()

    #expect(nested.stack.root == nil && nested.stack.destinations.isEmpty)
    #expect(tabs.tabItems.tabs.isEmpty && tabs.tabItems.modals.isEmpty)
    #expect(tabs.tabItems.tabBarVisibility == .automatic)
    #expect(shell.root.root == nil && shell.root.modals.isEmpty)
    #expect(nested.visibleScreen == nil)
    #expect(nested.backAction == .none)
    #expect(flowRecorder.diagnosticCodes == Array(repeating: .coordinatorDismissed, count: 7))
    #expect(tabRecorder.diagnosticCodes == Array(repeating: .coordinatorDismissed, count: 5))
    #expect(rootRecorder.diagnosticCodes == Array(repeating: .coordinatorDismissed, count: 2))
    expectStack(of: flow, [.feed])
  }

  @Test func aRouteFunctionReturningACoordinatorAlreadyInATreeIsRefused() throws {
    let shared = ComposeFlow()
    final class Reusing: FlowCoordinatable {
      enum Destinations: Destinationable {
        case start, reuse
        enum Meta: DestinationMeta { case start, reuse }
        var meta: Meta { self == .start ? .start : .reuse }
        func value(for coordinator: Reusing) -> Destination {
          switch self {
          case .start: .screen(meta, TestScreen("Start"))
          case .reuse: .coordinator(meta, owner: coordinator) { $0.shared }
          }
        }
      }
      let stack = FlowStack<Reusing>(root: .start)
      let shared: ComposeFlow
      init(shared: ComposeFlow) { self.shared = shared }
    }
    let flow = Reusing(shared: shared)
    let recorder = NavigationRecorder(observing: flow)
    flow.route(to: .reuse).route(to: .reuse)
    _ = flow.hierarchySnapshot
    #expect(flow.stack.destinations[0].coordinator === shared)
    #expect(flow.stack.destinations[1].coordinator == nil)
    recorder.expectDiagnostics([.coordinatorReused])
    expectTreeInvariants(flow)
  }

  @Test func aCoordinatorOfNoKnownKindIsShownAsEmptyAndDiagnosed() throws {
    final class Bare: Coordinatable {
      enum Destinations: Destinationable {
        case only
        enum Meta: DestinationMeta { case only }
        var meta: Meta { .only }
        func value(for coordinator: Bare) -> Destination { .screen(meta, TestScreen("Bare")) }
      }
      var parent: (any Coordinatable)? { nil }
    }
    final class Host: FlowCoordinatable {
      enum Destinations: Destinationable {
        case start, bare
        enum Meta: DestinationMeta { case start, bare }
        var meta: Meta { self == .start ? .start : .bare }
        func value(for coordinator: Host) -> Destination {
          switch self {
          case .start: .screen(meta, TestScreen("Start"))
          case .bare: .coordinator(meta, owner: coordinator) { _ in Bare() }
          }
        }
      }
      let stack = FlowStack<Host>(root: .start)
    }
    let host = Host()
    let recorder = NavigationRecorder(observing: host)
    host.route(to: .bare)
    #expect(host.visibleScreen == nil)
    #expect(host.stack.destinations.last?.coordinator == nil)
    recorder.expectDiagnostics([.unsupportedCoordinator])
    host.pop()
    expectVisibleScreen(of: host, title: "Start")
  }

  @Test func diagnosticsReachTheLogHandler() {
    let previous = ScaffoldingLog.handler
    defer { ScaffoldingLog.handler = previous }
    var logged: [NavigationDiagnostic] = []
    ScaffoldingLog.handler = { logged.append($0) }
    let flow = HomeFlow()
    flow.popToFirst(.settings)
    #expect(logged.map(\.code) == [.destinationNotFound])
    #expect(logged.first?.coordinator?.refers(to: flow) == true)
    #expect(logged.first?.description.hasPrefix("destinationNotFound: ") == true)
  }
}
