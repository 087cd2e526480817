import Observation

/// A value a destination loads, and the way to load it again: the headless `@State var value:
/// Loadable<Value>` a SwiftUI view fills in its `.task`.
///
/// Attach it to the screen that shows it with ``Screen/load(into:_:)``: the load starts when the
/// destination enters the tree, is cancelled when it leaves, and a result that arrives after
/// that is refused. ``reload()`` loads again (a retry, or after a write changed the value), so
/// no screen or model keeps a counter of its own.
///
/// A screen that loads one thing needs none: ``LoadedScreen`` makes one for it. Keep one in a
/// model or a coordinator when something else asks for a reload (a publish refreshes the feed)
/// or the screen keeps more state than the value (the feed's cursor).
///
/// It is `Observable` by hand, through a non-generic `LoadChanges`: a key path into a generic
/// class can't be a constant, so `@Observable` built one on every read of ``state``
/// (PERFORMANCE.md, "Observation by hand").
@MainActor
public final class Load<Value>: Observable {
  /// What the screen shows: loading, the value, or the failure's sentence.
  public private(set) var state: Loadable<Value> {
    get {
      changes.read()
      return storedState
    }
    set { changes.change { storedState = newValue } }
  }
  private var storedState: Loadable<Value> = .loading
  /// Bumped by ``reload()``; the task ``Screen/load(into:_:)`` attaches restarts when it changes.
  private var generation = 0
  private let changes = LoadChanges()

  /// ``generation``, as the inlinable modifier reads it.
  @usableFromInline var loadGeneration: Int {
    changes.read()
    return generation
  }

  /// A value not loaded yet.
  public init() {}

  /// The loaded value, nil while loading or after a failure.
  public var value: Value? { state.value }

  /// Shows `value` as loaded without loading it: what a link's check just read, or what a write
  /// just stored. A load still running may deliver after it; the last to arrive is shown.
  public func set(_ value: Value) {
    state = .loaded(value)
  }

  /// Loads again: the state goes back to loading and the screen's load restarts, cancelling the
  /// one still running (its result is then refused).
  public func reload() {
    changes.change {
      storedState = .loading
      generation += 1
    }
  }

  /// One run of the load, in the task of the destination showing it.
  @usableFromInline
  func run(_ work: () async throws -> Value, in task: DestinationTask) async {
    await task.load(work) { state = $0 }
  }
}

/// The observation of a ``Load``: one tracked property, so whoever read a load's state or its
/// generation hears of any change to either.
@MainActor
final class LoadChanges: Observable {
  private let registrar = ObservationRegistrar()
  /// Stands for the whole load in the registrar: never read for its value.
  private var anything = 0
  private static let key = \LoadChanges.anything

  /// Registers the read with an observation under way (a SwiftUI body, `withObservationTracking`).
  func read() {
    registrar.access(self, keyPath: Self.key)
  }

  /// Makes `change`, telling observers before and after.
  func change(_ change: () -> Void) {
    registrar.withMutation(of: self, keyPath: Self.key, change)
  }
}
