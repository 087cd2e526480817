@_spi(Inspection) import Scaffolding
@_spi(Inspection) import ScaffoldingTesting
import Testing

extension LoadingFlow: DeepLinkableFlow {
  /// `item/<key>` pairs, each an `.item` pushed in order, then optionally `child` and the child
  /// flow's own part.
  static func routes(in path: DeepLinkPath) throws(DeepLinkError) -> [Destinations] {
    let (items, child) = path.split(before: "child")
    let routes = try items.values(of: "item").map { value throws(DeepLinkError) in
      guard let key = DeepLinkPath.number(value) else { throw DeepLinkError("'\(value)' is not a key") }
      return Destinations.item(key)
    }
    return child.isEmpty ? routes : routes + [.child]
  }

  var suggestedPaths: [DeepLinkPath] { [] }
}

extension LoadingFlow.Destinations: LinkedDestinations {
  var linkSegments: [String] {
    switch self {
    case .item(let key): ["item", "\(key)"]
    case .child: ["child"]
    default: []
    }
  }

  var continuesIntoChild: Bool { meta == .child }
}

/// A link places a whole stack at once; like a SwiftUI path, only what it leaves shown loads,
/// and a push it covered loads once a pop uncovers it.
@MainActor
@Suite("Work of destinations a link covers", .timeLimit(.minutes(1)))
struct LinkedWorkTests {
  let source = ManualSource()

  @Test func aLinkLoadsItsTopAndItsRootNotThePushesBetween() async throws {
    let flow = LoadingFlow(root: .list, source: source)
    try await flow.open(["item", "1", "item", "2", "item", "3"])
    #expect(source.asked.sorted() == [0, 3])
    #expect(flow.models.map(\.state) == [.loading, .loading, .loading, .loading])
    source.answer(0, with: "list")
    source.answer(3, with: "three")
    await flow.settled()
    #expect(flow.visibleScreen?.render().lines == ["three"])
    #expect(source.asked.sorted() == [0, 3])
  }

  /// The hosted flow's root loads, as every flow's root does (see the first test); the host's
  /// push it covers doesn't.
  @Test func aLinkIntoAHostedFlowLoadsItsTopAndTheHostedRootNotTheHostsPushes() async throws {
    let flow = LoadingFlow(source: source)
    try await flow.open(["item", "1", "child", "item", "2"])
    #expect(source.asked.sorted() == [0, 2])
    #expect(flow.currentPath == ["item", "1", "child", "item", "2"])
  }

  @Test func aPopStartsTheLoadOfThePushItUncovers() async throws {
    let flow = LoadingFlow(source: source)
    try await flow.open(["item", "1", "item", "2"])
    source.answer(2, with: "two")
    await flow.settled()
    flow.pop()
    #expect(source.asked == [2, 1])
    #expect(flow.hasPendingWork)
    #expect(flow.visibleScreen?.render().lines == ["Loading…"])
    source.answer(1, with: "one")
    await flow.settled()
    #expect(flow.visibleScreen?.render().lines == ["one"])
  }

  @Test func popToRootUncoversTheRootAndNeverLoadsWhatItSkipped() async throws {
    let flow = LoadingFlow(source: source)
    let recorder = NavigationRecorder(observing: flow)
    try await flow.open(["item", "1", "item", "2", "item", "3"])
    flow.popToRoot()
    #expect(source.asked == [3])
    #expect(source.cancelled == [3])
    #expect(!flow.hasPendingWork)
    #expect(recorder.diagnostics.isEmpty)
  }

  @Test func aPushOutsideALinkStillLoadsAtOnceAndKeepsLoadingWhenCovered() {
    let flow = LoadingFlow(source: source)
    flow.route(to: .item(1)).route(to: .item(2))
    #expect(source.asked == [1, 2])
  }

  @Test func aLinkThatReachesNoFurtherThanTheRootLoadsTheRootOnly() async throws {
    let flow = LoadingFlow(root: .list, source: source)
    flow.route(to: .item(7))
    try await flow.open([])
    #expect(source.asked == [0, 7])
    #expect(source.cancelled == [7])
    #expect(flow.hasPendingWork)
  }
}
