extension Task where Failure == Never {
  /// Starts `operation` on the main actor as `Task { }` does, but keeping the executor
  /// preference of the task that starts it, as a child task would.
  ///
  /// An unstructured task runs its nonisolated work and its calls into default actors (the
  /// stores, a client) on the global pool, whatever the task that made it preferred. A front end
  /// that runs its work on one thread (`withTaskExecutorPreference`) loses that for every task
  /// the app starts; one started this way keeps it. Without a preference it is `Task { }`.
  /// The core starts a screen's work so; use it for the app's own work that outlives a call (a
  /// queue of writes, deliveries to a client). Like `Task { }`, it captures `self` implicitly.
  @discardableResult
  public static func inheritingExecutor(
    @_implicitSelfCapture _ operation: sending @escaping @MainActor () async -> Success
  ) -> Task<Success, Never> {
    Task(executorPreference: currentExecutorPreference(), operation: operation)
  }
}

extension Task where Failure == any Error {
  /// `inheritingExecutor(_:)`, for throwing work.
  @discardableResult
  public static func inheritingExecutor(
    @_implicitSelfCapture _ operation: sending @escaping @MainActor () async throws -> Success
  ) -> Task<Success, any Error> {
    Task(executorPreference: currentExecutorPreference(), operation: operation)
  }
}

/// The executor the calling task prefers, nil when it prefers none (or the platform can't say).
func currentExecutorPreference() -> (any TaskExecutor)? {
  guard #available(macOS 26.4, iOS 26.4, tvOS 26.4, watchOS 26.4, visionOS 26.4, *) else { return nil }
  return withUnsafeCurrentTask { $0?.unownedTaskExecutor?.asTaskExecutor() }
}
