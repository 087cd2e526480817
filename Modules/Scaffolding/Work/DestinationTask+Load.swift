extension DestinationTask {
  /// Runs `work`, a load, and delivers how it ended through `apply`: `.loaded` with its value,
  /// or `.failed` with its error's sentence. A cancelled load delivers nothing: the destination
  /// left the tree, or `task(id:)` started it again (a retry), and what shows next is that
  /// restart's to deliver.
  ///
  /// The load a screen's task usually is, in one line:
  ///
  /// ```swift
  /// ItemDetailScreen(model: model).task(id: model.attempt) { [dependencies] task in
  ///   await task.load({ try await dependencies.item(id) }) { model.item = $0 }
  /// }
  /// ```
  ///
  /// `apply` runs through ``deliver(_:)``, so a result that arrives after the destination has
  /// gone is refused and reported (`NavigationDiagnostic/Code/lateResult`).
  public func load<Value>(_ work: () async throws -> Value, into apply: (Loadable<Value>) -> Void) async {
    do {
      let value = try await work()
      deliver { apply(.loaded(value)) }
    } catch is CancellationError {
    } catch {
      if !Task.isCancelled { deliver { apply(.failed("\(error)")) } }
    }
  }
}
