extension Screen {
  /// Loads `load`'s value with `work` while this screen's destination is in the tree, and again
  /// on each ``Load/reload()``, as SwiftUI's `.task(id:)` does: the headless `.task` of a screen
  /// that shows what it loaded.
  ///
  /// ```swift
  /// FeedScreen(model: model).load(into: model.page) { [dependencies] in
  ///   try await dependencies.feedPage(model.cursor, 20)
  /// }
  /// ```
  ///
  /// `work` runs on the main actor until its first `await` and should honour cancellation; its
  /// error's sentence is the failure the screen shows.
  @inlinable
  public func load<Value>(into load: Load<Value>, _ work: @escaping @MainActor () async throws -> Value)
    -> some Screen
  {
    TaskScreen.adding(load.task(work), to: self)
  }
}
