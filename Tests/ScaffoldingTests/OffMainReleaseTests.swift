import ScaffoldingTesting
import Synchronization
import Testing

@testable import Scaffolding

/// Dropping the last reference to a destination, a coordinator or a whole tree on another
/// thread (`Destination` and coordinators are `Sendable`) while the main actor reads the links
/// between tree objects. Run under `--sanitize=thread` and `--sanitize=address` in CI: a link
/// written off the main actor, or read after its target was freed, is reported there.
@MainActor
@Suite("Releasing off the main actor")
struct OffMainReleaseTests {
  @Test func aDestinationHostingAChildReleasedOffMainUnlinksTheChild() async throws {
    var flow: HomeFlow? = HomeFlow()
    flow?.route(to: .nested)
    // The detached task will hold the last reference to the hosting destination.
    let slot = Slot<Destination>(try #require(flow?.stack.destinations.first))
    let child = try #require(slot.value?.coordinator as? HomeFlow)
    child.route(to: .detail(1))
    let pushed = try #require(child.stack.destinations.first)
    #expect(child.presentedAs == .push)
    weak let parent = flow
    flow = nil  // the tree above the child is dropped without a teardown
    #expect(parent == nil)
    try await releaseOffMain(slot) {
      _ = child.parent
      _ = child.presentedAs
      _ = pushed.presentationType
    }
    #expect(child.parent == nil)
    #expect(child.presentedAs == nil)
    #expect(child.stack.container.host == nil)
    #expect(pushed.presentationType == .push)
    // Its tree was dropped, so the child left it, as a teardown would have taken it out: it
    // refuses navigation (and its tasks were cancelled, its awaited results resumed).
    child.pop()
    expectStack(of: child, [.feed, .detail])
  }

  @Test func aCoordinatorReleasedOffMainUnlinksTheDestinationsItHeld() async throws {
    var flow: HomeFlow? = HomeFlow()
    flow?.route(to: .detail(1)).present(.settings, as: .sheet)
    let root = try #require(flow?.stack.root)
    let pushed = try #require(flow?.stack.destinations.first)
    let sheet = try #require(flow?.stack.destinations.last)
    weak let container = flow?.stack.container

    // The detached task holds the last reference to the coordinator, so its container's last
    // reference goes there too; the container's isolated deinit runs back on the main actor.
    let slot = Slot<HomeFlow>(try #require(flow))
    flow = nil
    try await releaseOffMain(slot) {
      _ = root.presentationType  // a root reads its container's host
      _ = pushed.presentationType
      _ = sheet.routeType
    }
    #expect(container == nil)
    #expect(root.node.container == nil)
    #expect(root.presentationType == .root)
    #expect(pushed.node.container == nil)
    #expect(sheet.node.container == nil)
    #expect(pushed.presentationType == .push)
    #expect(sheet.presentationType == .sheet)
    #expect(pushed.coordinator == nil)
  }

  @Test func aWholeTreeReleasedOffMainIsFreedAndLeavesHeldDestinationsAnswering() async throws {
    let tracker = LeakTracker()
    let slot: Slot<AppRoot>
    let nestedScreen: Destination
    let coverRoot: Destination
    do {
      let app = AppRoot(root: .main)
      _ = app.visibleScreen
      let tabs = try #require(app.root.root?.coordinator as? MainTabs)
      let home = try #require(tabs.tabItems.tabs.first?.coordinator as? HomeFlow)
      home.route(to: .nested) { (nested: HomeFlow) in nested.route(to: .detail(2)).present(.compose, as: .sheet) }
      tabs.present(.compose, as: .fullScreenCover)
      tracker.trackTree(of: app)
      coverRoot = try #require(app.visibleScreen?.destination)
      nestedScreen = try #require((home.stack.destinations.first?.coordinator as? HomeFlow)?.stack.destinations.first)
      slot = Slot(app)
    }
    #expect(tracker.aliveCount == 7)
    #expect(nestedScreen.presentationType == .push)
    #expect(coverRoot.presentationType == .fullScreenCover)

    try await releaseOffMain(slot) {
      _ = nestedScreen.presentationType
      _ = coverRoot.presentationType
    }
    tracker.expectAllReleased()
    #expect(nestedScreen.node.container == nil)
    #expect(coverRoot.node.container == nil)
    // Detached from every container, a destination answers from its own placement.
    #expect(nestedScreen.presentationType == .push)
    #expect(coverRoot.presentationType == .root)
    #expect(coverRoot.coordinator == nil)
  }

  /// Releases what `slot` holds on a detached task while the main actor runs `read`, then
  /// waits for the task. The task releases only once the main actor has started reading, and
  /// the main actor reads until the task is done; the flags that pace them are relaxed, so
  /// they order nothing for the thread sanitizer (awaiting the task does). The release happens
  /// inside the task body, so any isolated `deinit` it starts is enqueued on the main actor
  /// before this function resumes.
  private func releaseOffMain<Value: Sendable>(_ slot: Slot<Value>, read: () -> Void) async throws {
    let started = Flag()
    let done = Flag()
    let task = Task.detached {
      while !started.isSet {}  // spins only while the main actor makes its first reads
      slot.empty()
      done.set()
    }
    for _ in 0..<100 { read() }
    started.set()
    repeat { read() } while !done.isSet
    await task.value
    // One more turn of the main actor: the isolated deinits were enqueued before this.
    await Task.yield()
    #expect(slot.isEmpty)
  }
}

/// Holds one value that a detached task can drop.
private final class Slot<Value: Sendable>: Sendable {
  private let storage: Mutex<Value?>

  init(_ value: Value) {
    self.storage = Mutex(value)
  }

  func empty() {
    storage.withLock { $0 = nil }
  }

  var isEmpty: Bool { storage.withLock { $0 == nil } }

  /// A copy of the value, for the test's setup; don't keep it past the release.
  var value: Value? { storage.withLock { $0 } }
}

/// A flag that paces the main actor's loop and a detached task; relaxed, so it establishes no
/// happens-before edge of its own.
private final class Flag: Sendable {
  private let raised = Atomic<Bool>(false)

  func set() {
    raised.store(true, ordering: .relaxed)
  }

  var isSet: Bool { raised.load(ordering: .relaxed) }
}
