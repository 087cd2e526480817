extension Coordinatable {
  /// Removes this whole coordinator from its parent: a pushed flow leaves its parent's stack
  /// together with everything pushed above it; a sheet or cover closes.
  ///
  /// A tab cannot dismiss itself (its tab coordinator removes tabs): a diagnostic is logged
  /// and nothing changes. A coordinator that is the root of another dismisses that one in
  /// turn; at the top of the tree a diagnostic is logged. Use `pop()` to close one screen.
  public func dismissCoordinator() {
    navigationContainer?.dismissOwner(result: nil)
  }

  /// Dismisses this coordinator like ``dismissCoordinator()`` and hands `result` to whoever
  /// awaits it in `present(_:as:returning:)`.
  public func dismissCoordinator<Result: Sendable>(returning result: Result) {
    navigationContainer?.dismissOwner(result: result)
  }
}
