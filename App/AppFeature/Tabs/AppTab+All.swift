extension AppTab {
  /// The signed-in app's tabs, in bar order: the one place a feature tab is registered.
  ///
  /// Each row is defined beside its feature's wiring (`HomeTab.swift`, …).
  /// `Tuist-free-scripts/new-module` adds a row and `remove-module` takes it out, between the
  /// markers.
  public static let all: [AppTab] = [
    // new-module:begin tabs
    .home,
    .profile,
    .settings,
    // new-module:end tabs
  ]
}
