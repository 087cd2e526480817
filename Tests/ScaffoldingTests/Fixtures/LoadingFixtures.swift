import Observation
@_spi(Tasks) import Scaffolding

/// Counts something and lets a test wait, without sleeping, until the count reaches a value.
@MainActor
final class Counter {
  private(set) var value = 0
  private var waiters: [(target: Int, continuation: CheckedContinuation<Void, Never>)] = []

  func increment() {
    value += 1
    let ready = waiters.filter { $0.target <= value }
    waiters.removeAll { $0.target <= value }
    for waiter in ready { waiter.continuation.resume() }
  }

  /// Returns once the count is at least `target`.
  func reach(_ target: Int) async {
    guard value < target else { return }
    await withCheckedContinuation { waiters.append((target, $0)) }
  }
}

struct SourceFailure: Error {}

/// An async dependency a test answers by hand: each `load(_:)` waits until the test answers
/// its key, fails it, or the calling task is cancelled.
@MainActor
final class ManualSource {
  private struct Request {
    let id: Int
    let key: Int
    let continuation: CheckedContinuation<String, any Error>
  }

  private var pending: [Request] = []
  private var nextID = 0
  /// The keys asked for, in order.
  private(set) var asked: [Int] = []
  /// The keys whose request ended by cancellation, in order.
  private(set) var cancelled: [Int] = []
  /// When set, every load returns it at once, without suspending (a cache hit).
  var immediateAnswer: String?
  /// When false, a cancelled request keeps waiting for its answer, as a dependency that never
  /// checks for cancellation would.
  var honoursCancellation = true
  /// Loads asked for.
  let calls = Counter()
  /// Task bodies that returned (the fixtures' work counts itself here).
  let ends = Counter()

  /// The keys waiting for an answer, oldest first.
  var waitingKeys: [Int] { pending.map(\.key) }

  func load(_ key: Int) async throws -> String {
    asked.append(key)
    calls.increment()
    if let immediateAnswer { return immediateAnswer }
    let id = nextID
    nextID += 1
    let honours = honoursCancellation
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        if honours, Task.isCancelled {
          cancelled.append(key)
          return continuation.resume(throwing: CancellationError())
        }
        pending.append(Request(id: id, key: key, continuation: continuation))
      }
    } onCancel: {
      guard honours else { return }
      // Destination tasks are cancelled by navigation, on the main actor, which runs this at once.
      MainActor.assumeIsolated { self.cancelRequest(id) }
    }
  }

  /// Answers the oldest waiting request for `key`.
  func answer(_ key: Int, with value: String) {
    take(key)?.resume(returning: value)
  }

  /// Fails the oldest waiting request for `key`.
  func fail(_ key: Int) {
    take(key)?.resume(throwing: SourceFailure())
  }

  private func take(_ key: Int) -> CheckedContinuation<String, any Error>? {
    guard let index = pending.firstIndex(where: { $0.key == key }) else { return nil }
    return pending.remove(at: index).continuation
  }

  private func cancelRequest(_ id: Int) {
    guard let index = pending.firstIndex(where: { $0.id == id }) else { return }
    let request = pending.remove(at: index)
    cancelled.append(request.key)
    request.continuation.resume(throwing: CancellationError())
  }
}

/// A per-screen model, as a feature coordinator makes one for each pushed detail.
@MainActor
@Observable
final class ItemModel {
  enum State: Equatable {
    case loading
    case loaded(String)
    case failed
  }

  let key: Int
  var state: State = .loading
  /// Bumped by `retry()`; the task's id, so a retry restarts the load.
  var attempt = 0

  init(key: Int) {
    self.key = key
  }

  func retry() {
    attempt += 1
  }

  /// The work every fixture's task runs: loading, then loaded or failed, through the handle.
  static func load(_ model: ItemModel, from source: ManualSource) -> @MainActor (DestinationTask) async -> Void {
    { task in
      defer { source.ends.increment() }
      task.deliver { model.state = .loading }
      do {
        let value = try await source.load(model.key)
        task.deliver { model.state = .loaded(value) }
      } catch is CancellationError {
        // Cancelled with its destination: nothing to deliver.
      } catch {
        task.deliver { model.state = .failed }
      }
    }
  }
}

/// Renders its model's state, and only that.
struct ItemScreen: Screen {
  let model: ItemModel

  func body(in context: ScreenContext) -> ScreenBody {
    let line =
      switch model.state {
      case .loading: "Loading…"
      case .loaded(let value): value
      case .failed: "Failed"
      }
    return ScreenBody(title: "Item \(model.key)", lines: [line])
  }
}

/// A flow whose screens load: the root and `.once` with `task(_:)`, `.item` with
/// `task(id:)` (restarting on retry), and a child flow that loads its own root.
@MainActor
final class LoadingFlow: FlowCoordinatable {
  enum Destinations: Destinationable {
    case list
    case item(Int)
    case once(Int)
    case plain
    case child
    case chain(Int)
    case handle
    case pairs(Int)
    case decorated(Int)

    enum Meta: DestinationMeta {
      case list, item, once, plain, child, chain, handle, pairs, decorated
    }

    var meta: Meta {
      switch self {
      case .list: .list
      case .item: .item
      case .once: .once
      case .plain: .plain
      case .child: .child
      case .chain: .chain
      case .handle: .handle
      case .pairs: .pairs
      case .decorated: .decorated
      }
    }

    func value(for coordinator: LoadingFlow) -> Destination {
      switch self {
      case .list: .screen(meta, coordinator.once(0))
      case .item(let key): .screen(meta, coordinator.item(key))
      case .once(let key): .screen(meta, coordinator.once(key))
      case .plain: .screen(meta, TestScreen("Plain"))
      case .child: .coordinator(meta, owner: coordinator) { LoadingFlow(root: .list, source: $0.source) }
      case .chain(let key): .screen(meta, coordinator.chain(key))
      case .pairs(let key): .screen(meta, coordinator.pairs(key))
      case .decorated(let key):
        .screen(meta, coordinator.once(key).decorated { body, _ in body })
      case .handle:
        .screen(meta, TestScreen("Handle").task { [weak coordinator] task in coordinator?.handles.append(task) })
      }
    }
  }

  let stack: FlowStack<LoadingFlow>
  let source: ManualSource
  /// Every model a route made, in order.
  private(set) var models: [ItemModel] = []
  /// The handles `.handle` destinations' tasks were given, kept to deliver through later.
  var handles: [DestinationTask] = []

  init(root: Destinations = .plain, source: ManualSource) {
    stack = FlowStack(root: root)
    self.source = source
  }

  func item(_ key: Int) -> some Screen {
    let model = ItemModel(key: key)
    models.append(model)
    return ItemScreen(model: model).task(id: model.attempt, ItemModel.load(model, from: source))
  }

  /// Restarts every second retry: its id reads `attempt` but often comes out the same.
  func pairs(_ key: Int) -> some Screen {
    let model = ItemModel(key: key)
    models.append(model)
    return ItemScreen(model: model).task(id: model.attempt / 2, ItemModel.load(model, from: source))
  }

  /// Loads, then pushes the next item, which loads in turn: work started by a result.
  func chain(_ key: Int) -> some Screen {
    let model = ItemModel(key: key)
    models.append(model)
    return ItemScreen(model: model).task { [weak self, source] task in
      guard let value = try? await source.load(key) else { return }
      task.deliver {
        model.state = .loaded(value)
        self?.route(to: .item(key + 1))
      }
    }
  }

  func once(_ key: Int) -> some Screen {
    let model = ItemModel(key: key)
    models.append(model)
    return ItemScreen(model: model).task(ItemModel.load(model, from: source))
  }
}

/// A root swapping between a loading flow and a plain screen.
@MainActor
final class LoadingRoot: RootCoordinatable {
  enum Destinations: Destinationable {
    case flow
    case plain

    typealias Meta = Self

    var meta: Self { self }

    func value(for coordinator: LoadingRoot) -> Destination {
      switch self {
      case .flow: .coordinator(meta, owner: coordinator) { LoadingFlow(root: .list, source: $0.source) }
      case .plain: .screen(meta, TestScreen("Plain root"))
      }
    }
  }

  let root: Root<LoadingRoot>
  let source: ManualSource

  init(root: Destinations = .flow, source: ManualSource) {
    self.root = Root(root: root)
    self.source = source
  }
}

extension LoadingRoot.Destinations: DestinationMeta {}

/// Tabs that load: two flow tabs whose roots load, and a screen tab with a task of its own.
@MainActor
final class LoadingTabs: TabCoordinatable {
  enum Destinations: Destinationable {
    case first
    case second
    case screen

    typealias Meta = Self

    var meta: Self { self }

    func value(for coordinator: LoadingTabs) -> Destination {
      switch self {
      case .first, .second:
        .tab(meta, label: TabLabel("\(self)"), owner: coordinator) { LoadingFlow(root: .list, source: $0.source) }
      case .screen:
        .tab(meta, label: TabLabel("Screen"), coordinator.screenTab())
      }
    }
  }

  let tabItems: TabItems<LoadingTabs>
  let source: ManualSource
  private(set) var models: [ItemModel] = []

  init(tabs: [Destinations], source: ManualSource) {
    tabItems = TabItems(tabs: tabs)
    self.source = source
  }

  func screenTab() -> some Screen {
    let model = ItemModel(key: 100 + models.count)
    models.append(model)
    return ItemScreen(model: model).task(ItemModel.load(model, from: source))
  }
}

extension LoadingTabs.Destinations: DestinationMeta {}
