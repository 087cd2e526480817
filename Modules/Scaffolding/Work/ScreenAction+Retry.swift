extension ScreenAction {
  /// The `retry` action a screen offers when its load failed: ``Load/reload()``. One name and
  /// summary in every feature, so a user learns it once.
  @MainActor
  public static func retry<Value>(_ load: Load<Value>) -> ScreenAction {
    ScreenAction("retry", summary: "Try loading again", on: load) { load, _ in load.reload() }
  }
}
