@_spi(Inspection) import Scaffolding
@_spi(Inspection) import ScaffoldingTesting
import Testing

/// Work and guard checks belong to their tree: two trees in one process (two windows, two
/// tests) never wait for each other's work, and a coordinator used alone brings its work and
/// its pending guard checks along when it is hosted.
@MainActor
@Suite("Each tree keeps its own work and guard checks", .timeLimit(.minutes(1)))
struct NavigationTreeTests {
  @Test func aTreeSettlesAtOnceWhileAnotherTreeStillLoads() async {
    let slowSource = ManualSource()
    let slow = LoadingRoot(source: slowSource)
    let quick = LoadingRoot(root: .plain, source: ManualSource())
    _ = slow.visibleScreen
    _ = quick.visibleScreen
    #expect(slow.hasPendingWork)
    #expect(!quick.hasPendingWork)

    // Returns although the slow tree's load never answers until the end of the test.
    await quick.settled()
    #expect(slow.hasPendingWork)

    slowSource.answer(0, with: "zero")
    await slow.settled()
    #expect(!slow.hasPendingWork)
  }

  @Test func aFlowUsedAloneBringsItsWorkWhenItIsHosted() async {
    let source = ManualSource()
    let flow = LoadingFlow(root: .list, source: source)
    _ = flow.visibleScreen
    #expect(flow.hasPendingWork)
    let host = HostOfMadeFlow(flow)
    _ = host.visibleScreen
    #expect(host.hasPendingWork)
    source.answer(0, with: "zero")
    await host.settled()
    #expect(!host.hasPendingWork)
    #expect(!flow.hasPendingWork)
  }

  @Test func aFlowUsedAloneBringsItsPendingGuardCheckWhenItIsHosted() async throws {
    let flow = GuardedFlow()
    flow.route(to: .slow)
    _ = try await flow.slowAnswer.nextCall()
    let host = HostOfMadeFlow(flow)
    _ = host.visibleScreen
    #expect(host.hasPendingWork)
    let recorder = NavigationRecorder(observing: host)

    // A newer navigation in the host's tree drops the check the flow brought.
    flow.route(to: .open)
    #expect(recorder.diagnostics.map(\.code) == [.guardSuperseded])
    await host.settled()
    expectStack(of: flow, [.home, .open])
  }
}

/// A root showing a flow made before it.
@MainActor
private final class HostOfMadeFlow<Flow: Coordinatable>: RootCoordinatable {
  enum Destinations: Destinationable {
    case flow

    typealias Meta = Self

    var meta: Self { self }

    func value(for coordinator: HostOfMadeFlow) -> Destination {
      .coordinator(meta, owner: coordinator) { $0.flow }
    }
  }

  let root: Root<HostOfMadeFlow>
  let flow: Flow

  init(_ flow: Flow) {
    self.flow = flow
    root = Root(root: .flow)
  }
}

extension HostOfMadeFlow.Destinations: DestinationMeta {}
