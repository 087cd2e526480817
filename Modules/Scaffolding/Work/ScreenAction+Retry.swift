extension ScreenAction {
  /// The `retry` action a screen offers when its load failed: ``Load/reload()``. One name and
  /// summary in every feature, so a user learns it once.
  @MainActor
  public static func retry<Value>(_ load: Load<Value>) -> ScreenAction {
    retry(on: load) { $0.reload() }
  }

  /// The `retry` action for a screen that shows several loads: runs `retry` on `target`, which
  /// reloads those that failed (a profile page whose profile and posts both failed).
  @MainActor
  public static func retry<Target: AnyObject>(
    on target: Target, _ retry: @escaping @MainActor (Target) -> Void
  ) -> ScreenAction {
    ScreenAction("retry", summary: "Try loading again", on: target) { target, _ in retry(target) }
  }
}
