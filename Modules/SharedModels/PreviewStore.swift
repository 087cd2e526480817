/// What one preview's dependency closures share: the accounts, items or draft a feature's
/// `preview` value reads and changes in memory, as a server's requests share its data.
///
/// An actor, so the closures, which are `@Sendable` and may run on any actor, take turns.
public actor PreviewStore<State: Sendable> {
  private var state: State

  /// A store that starts with `state`.
  public init(_ state: State) {
    self.state = state
  }

  /// Reads or changes the state in one turn and returns what `body` returns.
  public func with<Result: Sendable>(_ body: @Sendable (inout State) throws -> Result) rethrows -> Result {
    try body(&state)
  }
}
