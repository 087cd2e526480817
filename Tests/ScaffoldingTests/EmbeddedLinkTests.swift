@_spi(Inspection) import Scaffolding
@_spi(Inspection) import ScaffoldingTesting
import Testing

/// A flow that pushes steps, then another flow (a stand-in for another module's) whose part of
/// a link is its own: `step/1/child/x/page/a` is the host's `step/1/child/x`, then the child's
/// `page/a`.
@MainActor
private final class HostFlow: FlowCoordinatable {
  enum Destinations: Destinationable {
    case start
    case step(Int)
    case child(String)
    /// A child flow whose link stops at this route: it hosts no linkable flow.
    case opaque

    enum Meta: DestinationMeta { case start, step, child, opaque }

    var meta: Meta {
      switch self {
      case .start: .start
      case .step: .step
      case .child: .child
      case .opaque: .opaque
      }
    }

    func value(for coordinator: HostFlow) -> Destination {
      switch self {
      case .start: .screen(meta, TestScreen("start"))
      case .step(let number): .screen(meta, TestScreen("step \(number)"))
      case .child(let name):
        .coordinator(meta, owner: coordinator) { host in
          host.childrenMade += 1
          return StandInFlow(name, returning: ())
        }
      case .opaque: .coordinator(meta, owner: coordinator) { _ in OpaqueFlow() }
      }
    }
  }

  let stack = FlowStack<HostFlow>(root: .start)
  /// How many hosted flows its routes made.
  var childrenMade = 0
  /// Whether a guard of the host's refuses the hosted flow's pages.
  var refusesChildPages = false

  var navigationGuards: [NavigationGuard] {
    guard refusesChildPages else { return [] }
    return [NavigationGuard("no pages", on: StandInFlow.Destinations.Meta.page) { .refuse("No pages here.") }]
  }
}

/// A flow that follows no links.
@MainActor
private final class OpaqueFlow: FlowCoordinatable {
  enum Destinations: Destinationable, DestinationMeta {
    case only
    typealias Meta = Self
    var meta: Self { self }
    func value(for coordinator: OpaqueFlow) -> Destination { .screen(meta, TestScreen("opaque")) }
  }

  let stack = FlowStack<OpaqueFlow>(root: .only)
}

extension HostFlow: DeepLinkableFlow {
  static func routes(in path: DeepLinkPath) throws(DeepLinkError) -> [Destinations] {
    if path.segments.first == "opaque" { return [.opaque] }
    let (steps, child) = path.split(before: "child")
    let routes = try steps.values(of: "step").map { value throws(DeepLinkError) in
      guard let number = DeepLinkPath.number(value) else { throw DeepLinkError("'\(value)' is not a step") }
      return Destinations.step(number)
    }
    guard child.segments.count >= 2 else { return routes }
    return routes + [.child(child.segments[1])]
  }
}

extension HostFlow.Destinations: LinkedDestinations {
  var linkSegments: [String] {
    switch self {
    case .start: []
    case .step(let number): ["step", "\(number)"]
    case .child(let name): ["child", name]
    case .opaque: ["opaque"]
    }
  }

  var continuesIntoChild: Bool {
    switch self {
    case .child: true
    // Says it continues though its flow follows no links: the refusal a link into it gets.
    case .opaque: true
    case .start, .step: false
    }
  }
}

@MainActor
@Suite("Links into a flow another flow hosts", .timeLimit(.minutes(1)))
struct EmbeddedLinkTests {
  @Test("open shows the host's part, then hands the rest to the hosted flow's own open")
  func openHandsTheRestToTheChild() async throws {
    let host = HostFlow()
    try await host.open(["step", "1", "child", "x", "page", "a", "page", "b"])
    expectStack(of: host, [.start, .step, .child])
    let child = try #require(host.stack.destinations.last?.coordinator as? StandInFlow)
    expectStack(of: child, [.start, .page, .page])
    #expect(host.visibleScreen?.render().title == "x · b")
  }

  @Test("a hosted flow whose part was checked before it was hosted then hears the host's guards")
  func theHostedFlowHearsTheHostsGuards() async throws {
    let host = HostFlow()
    host.refusesChildPages = true
    try await host.open(["child", "x", "page", "a"])
    let child = try #require(host.stack.destinations.last?.coordinator as? StandInFlow)
    child.route(to: .page("b"))
    expectStack(of: child, [.start, .page])
  }

  @Test("the copy that checked the hosted flow's part is the flow shown: one is made per link")
  func theCheckedCopyIsShown() async throws {
    let host = HostFlow()
    try await host.open(["child", "x", "page", "a"])
    #expect(host.childrenMade == 1)
    try await host.open(["child", "y"])
    _ = host.visibleScreen
    #expect(host.childrenMade == 2)
  }

  @Test("currentPath is the host's segments, then the hosted flow's currentPath, and open reads it back")
  func currentPathAppendsTheChilds() async throws {
    let host = HostFlow()
    host.route(to: .step(2)).route(to: .child("y"))
    #expect(host.currentPath == ["step", "2", "child", "y"])
    try perform("page", "c", on: host)
    #expect(host.currentPath == ["step", "2", "child", "y", "page", "c"])
    let reopened = HostFlow()
    try await reopened.open(host.currentPath)
    #expect(reopened.hierarchySnapshot == host.hierarchySnapshot)
    #expect(reopened.currentPath == host.currentPath)
  }

  @Test("the hosted flow's part leads back to its first page and nothing more when empty")
  func anEmptyRestLeavesTheChildAtItsRoot() async throws {
    let host = HostFlow()
    try await host.open(["child", "z"])
    let child = try #require(host.stack.destinations.last?.coordinator as? StandInFlow)
    expectStack(of: child, [.start])
    #expect(host.currentPath == ["child", "z"])
  }

  @Test("a rest the hosted flow refuses is its error, thrown by the host's open, and nothing changes")
  func theChildsRefusalIsThrown() async throws {
    let host = HostFlow()
    host.route(to: .step(7))
    let before = host.hierarchySnapshot
    await #expect(throws: DeepLinkError("expected 'page', found 'nope'")) {
      try await host.open(["step", "1", "child", "x", "nope", "a"])
    }
    #expect(host.hierarchySnapshot == before, "the host's own part was routed before the child refused its part")
    await #expect(throws: DeepLinkError("expected 'page', found 'nope'")) {
      _ = try await host.checkLink(["step", "1", "child", "x", "nope", "a"])
    }
    let made = host.childrenMade
    let checked = try await host.checkLink(["step", "1", "child", "x", "page", "a"])
    #expect(host.hierarchySnapshot == before, "checking changes nothing")
    #expect(host.childrenMade == made + 1, "the check made the hosted flow, apart")
    try await checked.show()
    #expect(host.childrenMade == made + 1, "showing hosts the flow the check made")
    #expect(host.currentPath == ["step", "1", "child", "x", "page", "a"])
  }

  @Test("a rest for a hosted flow that follows no links is refused, and nothing changes")
  func aChildWithoutLinksRefusesTheRest() async throws {
    let host = HostFlow()
    let path = DeepLinkPath(["opaque", "more"])
    await #expect(throws: DeepLinkError("the link goes on ('more') into a page that follows no links")) {
      try await host.open(path)
    }
    expectStack(of: host, [.start])
  }

  @Test("a route that doesn't continue into its child adds its segments only")
  func aPlainRouteEndsTheLink() {
    let host = HostFlow()
    host.route(to: .step(1))
    #expect(!HostFlow.Destinations.step(1).continuesIntoChild)
    #expect(host.currentPath == ["step", "1"])
  }

  @Test("split(before:) cuts a path at the first key, keeping the key with the rest")
  func split() {
    let path: DeepLinkPath = ["item", "3", "author", "ada", "user", "bob"]
    #expect(path.split(before: "author") == (["item", "3"], ["author", "ada", "user", "bob"]))
    #expect(path.split(before: "nope") == (path, []))
  }
}
