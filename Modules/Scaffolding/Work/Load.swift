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
      changes.read(LoadChanges.state)
      return storedState
    }
    set { changes.change(LoadChanges.state) { storedState = newValue } }
  }
  private var storedState: Loadable<Value> = .loading
  /// Bumped by ``reload()``; the task ``Screen/load(into:_:)`` attaches restarts when it changes.
  private var generation = 0
  private let changes = LoadChanges()

  /// ``generation``, read as the task that restarts on it reads it.
  private var observedGeneration: Int {
    changes.read(LoadChanges.generation)
    return generation
  }

  /// A value not loaded yet.
  public init() {}

  /// The loaded value, nil while loading or after a failure.
  public var value: Value? { state.value }

  /// Shows `value` as loaded without loading it: what a write just stored (a link's check reads
  /// and changes nothing). A load still running may deliver after it; the last to arrive is shown.
  public func set(_ value: Value) {
    state = .loaded(value)
  }

  /// Loads again: the state goes back to loading and the screen's load restarts, cancelling the
  /// one still running (its result is then refused).
  public func reload() {
    state = .loading
    changes.change(LoadChanges.generation) { generation += 1 }
  }

  /// The task ``Screen/load(into:_:)`` attaches: it runs `work` and shows how it ended, again
  /// each time the generation changes. A cancelled run (its destination left, or a reload took
  /// over) shows nothing; a result after that is refused and reported (`lateResult`).
  @usableFromInline
  func task(_ work: @escaping @MainActor () async throws -> Value) -> DestinationTaskSpec {
    DestinationTaskSpec(
      work: { run in
        do {
          let value = try await work()
          if run.acceptsResult() { self.state = .loaded(value) }
        } catch is CancellationError {
        } catch {
          if !Task.isCancelled, run.acceptsResult() { self.state = .failed("\(error)") }
        }
      }, makeIdentity: { taskIdentity { self.observedGeneration } })
  }
}

/// The observation of a ``Load``, whose own key paths can't be constants (it is generic): one
/// tracked property per property of the load, so a screen that read its state isn't told of a
/// reload's new generation, nor the task that read the generation of each delivery.
@MainActor
final class LoadChanges: Observable {
  private let registrar = ObservationRegistrar()
  private var stateMark = 0
  private var generationMark = 0
  /// Stands for ``Load/state``.
  static let state = \LoadChanges.stateMark
  /// Stands for the load's generation.
  static let generation = \LoadChanges.generationMark

  /// Registers a read of `property` with an observation under way (a SwiftUI body,
  /// `withObservationTracking`).
  func read(_ property: KeyPath<LoadChanges, Int>) {
    registrar.access(self, keyPath: property)
  }

  /// Makes `change` to `property`, telling its observers before and after.
  func change(_ property: KeyPath<LoadChanges, Int>, _ change: () -> Void) {
    registrar.withMutation(of: self, keyPath: property, change)
  }
}
