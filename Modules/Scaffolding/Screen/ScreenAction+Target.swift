extension ScreenAction {
  /// An action that runs `perform` on `target`, usually the screen's coordinator.
  ///
  /// The action holds `target` weakly, so a front end that keeps a rendered body never keeps a
  /// dismissed coordinator alive; performing it after `target` is gone throws a
  /// ``ScreenActionError`` instead of doing nothing. Screens write
  /// `ScreenAction("view", summary: …, on: coordinator) { coordinator, arguments in … }` and
  /// never handle an optional coordinator.
  @MainActor
  public init<Target: AnyObject>(
    _ name: String,
    summary: String,
    parameters: [Parameter] = [],
    on target: Target,
    perform: @escaping @MainActor (Target, ScreenActionArguments) throws -> Void
  ) {
    self.init(name, summary: summary, parameters: parameters) { [weak target] arguments in
      guard let target else { throw ScreenActionError.closed(name) }
      try perform(target, arguments)
    }
  }

  /// An asynchronous action on `target`: `perform` awaits its dependencies as a task of the
  /// destination that offered it (see ``perform(_:)``).
  ///
  /// ```swift
  /// ScreenAction("publish", summary: "Publish to the feed", whileRunning: "Publishing…", on: coordinator) {
  ///   coordinator, _ in try await coordinator.publish()
  /// }
  /// ```
  @MainActor
  public init<Target: AnyObject>(
    _ name: String,
    summary: String,
    parameters: [Parameter] = [],
    whileRunning: String? = nil,
    on target: Target,
    perform: @escaping @MainActor (Target, ScreenActionArguments) async throws -> Void
  ) {
    self.init(name, summary: summary, parameters: parameters, whileRunning: whileRunning) {
      [weak target] arguments async throws in
      guard let target else { throw ScreenActionError.closed(name) }
      try await perform(target, arguments)
    }
  }
}

extension ScreenActionError {
  /// The action called `name` was kept from a screen that has since closed.
  static func closed(_ name: String) -> Self {
    Self("'\(name)' is no longer available: the screen that offered it has closed")
  }
}
