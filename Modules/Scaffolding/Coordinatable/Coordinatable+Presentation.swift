extension Coordinatable {
  /// Presents a destination modally above everything this coordinator shows.
  ///
  /// On a flow the modal joins `stack.destinations`, so `pop()` closes it; on a tab or root
  /// coordinator it joins `modals`. Presenting while one of this coordinator's modals is up
  /// (even with screens pushed inside it) stacks the new one above everything (as UIKit
  /// presents from the topmost presented controller) and logs
  /// `NavigationDiagnostic/Code/modalStacked`. Without `as:` it presents a sheet, as the
  /// reference library does.
  @discardableResult
  public func present(
    _ destination: Destinations,
    as style: ModalPresentationType = .sheet,
    onDismiss: (@MainActor () -> Void)? = nil
  ) -> Self {
    insertModal(destination, as: style, onDismiss: onDismiss)
    return self
  }

  /// Presents a child coordinator and hands it, typed, to `landed` once it is up: the step a
  /// deep link takes to walk further down. Without `as:` it presents a sheet. A modal whose
  /// guards decide later is not handed over, as with `route(to:_:)`.
  @discardableResult
  public func present<T: Coordinatable>(
    _ destination: Destinations,
    as style: ModalPresentationType = .sheet,
    onDismiss: (@MainActor () -> Void)? = nil,
    _ landed: (T) -> Void
  ) -> Self {
    // Linked to its container once up; a node waiting for its guards is not.
    if let (container, node) = insertModal(destination, as: style, onDismiss: onDismiss), node.container != nil {
      container.deliver(node, to: landed)
    }
    return self
  }

  /// Presents a child coordinator and waits for its result: the value it passes to
  /// `dismissCoordinator(returning:)`, or nil when it is dismissed any other way, when the
  /// result is of another type, when this coordinator has left the tree, or when the modal
  /// left the tree before the wait began (an observer dismissed it on its `.present` event).
  /// Without `as:` it presents a sheet.
  ///
  /// The wait ends when the modal leaves the tree however it leaves: a dismissal, a pop, a
  /// root swap or a removed tab above it, or the tree above this coordinator being released
  /// without a teardown (then it resumes with nil, this coordinator is dismissed, and
  /// `onDismiss` callbacks don't fire). It never hangs on a tree nobody holds.
  public func present<Result: Sendable>(
    _ destination: Destinations,
    as style: ModalPresentationType = .sheet,
    returning: Result.Type = Result.self
  ) async -> Result? {
    guard let (container, node) = insertModal(destination, as: style, onDismiss: nil) else { return nil }
    let (result, resuming) = await withCheckedContinuation {
      (continuation: CheckedContinuation<(Result?, DestinationTaskRun?), Never>) in
      // An observer of the `.present` event may already have dismissed it; never wait then.
      guard !node.hasLeftTree else { return continuation.resume(returning: (Result?.none, nil)) }
      node.extrasMade().resumePresenter = { value in
        // From here until this function resumes, this coordinator's tree counts as unsettled:
        // the code after the `await` is work the dismissal started (see `settled()`).
        continuation.resume(returning: (value as? Result, DestinationTaskRun(pendingIn: container, for: node.meta)))
      }
    }
    resuming?.cancel(.left)
    return result
  }

  /// Presents a child coordinator and hands its result to `onResult` exactly once: the value it
  /// passes to `dismissCoordinator(returning:)`, or nil when it closes any other way. The
  /// callback form of `present(_:as:returning:)`, for a presenter that reacts to a result
  /// rather than waits for it; the contract between a feature and a flow it presents (a
  /// compose sheet hands back what it published, or nil when cancelled). Without `as:` it
  /// presents a sheet.
  ///
  /// `onResult` runs when the modal leaves the tree, however it leaves: its own dismissal, a
  /// `pop()` or `back`, a root swap or a removed tab above it (during that call, before the
  /// `onDismiss` callbacks), or the tree above it being released without a teardown. It runs at
  /// once, with nil, when the presentation is refused (this coordinator has left the tree) or
  /// an observer dismissed the modal as it appeared. Capture the presenter weakly: a root swap
  /// may be removing it too.
  @discardableResult
  public func present<Result: Sendable>(
    _ destination: Destinations,
    as style: ModalPresentationType = .sheet,
    returning: Result.Type = Result.self,
    onResult: @escaping @MainActor (Result?) -> Void
  ) -> Self {
    guard let (_, node) = insertModal(destination, as: style, onDismiss: nil), !node.hasLeftTree else {
      onResult(nil)
      return self
    }
    node.extrasMade().resumePresenter = { value in onResult(value as? Result) }
    return self
  }

  @discardableResult
  private func insertModal(
    _ destination: Destinations,
    as style: ModalPresentationType,
    onDismiss: (@MainActor () -> Void)?
  ) -> (NavigationContainer, DestinationNode)? {
    guard let container = navigationContainer,
      container.acceptsNavigation("present(\(destination.meta), as: .\(style))")
    else { return nil }
    if container.modalCount > 0 {  // a modal is up, even with pushes above it
      let top = container.visibleNode.map { "'\($0.meta)'" } ?? "a modal"
      container.diagnose(
        .modalStacked,
        "present(\(destination.meta)) on \(container.coordinatorName) while a modal is up (\(top) on top); it stacks above"
      )
    }
    let placed = container.adopt(destination, for: self, as: style == .sheet ? .sheet : .fullScreenCover)
    placed.node.onDismiss = onDismiss
    if !container.isUnguarded, container.guardsEntry(of: placed.node, in: self) {
      // Weak: a guard's detour may wait for the user inside this tree.
      let place: @MainActor () -> Void = { [weak container] in container?.placeModal(placed, as: style) }
      // A guard still deciding may place it later: the presenter waits for it as for any modal.
      return container.enterGuarded(placed.node, place: place) ? (container, placed.node) : nil
    }
    container.placeModal(placed, as: style)
    return (container, placed.node)
  }

}
