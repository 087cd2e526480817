extension ScreenAction {
  /// The `retry` action a screen offers when its load failed (``Loadable/failed(_:)``): runs
  /// `retry` on the screen's model, which sets its state back to loading and bumps the id its
  /// `task(id:)` reads, so the load starts again. One name and summary in every feature, so a
  /// user learns it once.
  @MainActor
  public static func retry<Model: AnyObject>(
    on model: Model, _ retry: @escaping @MainActor (Model) -> Void
  ) -> ScreenAction {
    ScreenAction("retry", summary: "Try loading again", on: model) { model, _ in retry(model) }
  }
}
