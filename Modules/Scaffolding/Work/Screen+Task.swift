// The modifiers (and `load(into:)`) are inlinable so the route function's module sees the
// screen type through `some Screen`: resolving an opaque type from another module at run time
// costs more than the rest of a push (PERFORMANCE.md, "Destination tasks").
extension Screen {
  /// Attaches async work to the destination showing this screen, as SwiftUI's `.task` does to a
  /// view: apply it to the screen a route function returns. `@_spi(Tasks)`, as ``DestinationTask``
  /// is: what ``Screen/load(into:_:)`` is built on.
  ///
  /// The work starts when the destination enters the tree (pushed, presented, made a root or a
  /// tab; the root or tabs of a coordinator enter when it is first used) and runs on the main
  /// actor, synchronously until its first suspension, so work that needs nothing slow is done
  /// when the navigation call returns. It is cancelled when the destination leaves the tree,
  /// by whatever path: a pop, a dismissal, a root swap or a removed tab above it, or its tree
  /// being released. Unlike SwiftUI, a destination covered by a push keeps its work: each
  /// destination in a stack loads on its own.
  ///
  /// Deliver results through the ``DestinationTask`` handle, which refuses them once the
  /// destination has gone. Capture models and dependencies, not the coordinator: a task that
  /// holds its coordinator keeps it alive until the work ends.
  ///
  /// ```swift
  /// func detail(_ id: ItemID) -> some Screen {
  ///   let model = ItemModel()
  ///   return ItemScreen(model: model).task { [dependencies] task in
  ///     let item = try? await dependencies.item(id)
  ///     task.deliver { model.item = item }
  ///   }
  /// }
  /// ```
  @_spi(Tasks)
  @inlinable
  public func task(_ work: @escaping @MainActor (DestinationTask) async -> Void) -> some Screen {
    TaskScreen.adding(DestinationTaskSpec(work: { await work(DestinationTask(run: $0)) }, makeIdentity: nil), to: self)
  }

  /// Attaches async work that restarts when `id` changes, as SwiftUI's `.task(id:)` does.
  ///
  /// Everything ``task(_:)`` says applies. `id` is read when the work starts and watched with
  /// Observation: when something it read changes, the id is read again once the change is
  /// made (on the main actor, before any other pending job), and if it differs, the running
  /// work is cancelled (its results refused from then on) and the work starts again. From the
  /// change until then the coordinator has pending work (``Coordinatable/hasPendingWork``),
  /// so ``Coordinatable/settled()`` covers the restart. Read observable state in `id`: a
  /// counter bumped by a retry action is the usual one.
  ///
  /// ```swift
  /// ItemScreen(model: model).task(id: model.attempt) { task in … }
  /// ```
  @_spi(Tasks)
  @inlinable
  public func task<ID: Equatable>(
    id: @autoclosure @escaping @MainActor () -> ID,
    _ work: @escaping @MainActor (DestinationTask) async -> Void
  ) -> some Screen {
    TaskScreen.adding(
      DestinationTaskSpec(work: { await work(DestinationTask(run: $0)) }, makeIdentity: { taskIdentity(id) }), to: self)
  }
}

/// A screen with tasks attached; the destination made from it takes the tasks off and keeps
/// the screen beneath.
@usableFromInline
struct TaskScreen: Screen {
  let base: any Screen
  let tasks: [DestinationTaskSpec]

  @usableFromInline
  func body(in context: ScreenContext) -> ScreenBody {
    base.body(in: context)
  }

  /// `screen` with `spec` after the tasks it already has.
  @usableFromInline
  static func adding<S: Screen>(_ spec: DestinationTaskSpec, to screen: S) -> TaskScreen {
    // A metatype comparison first: the cast is only needed for a second `.task`.
    if S.self == TaskScreen.self, let tasked = screen as? TaskScreen {
      return TaskScreen(base: tasked.base, tasks: tasked.tasks + [spec])
    }
    return TaskScreen(base: screen, tasks: [spec])
  }
}
