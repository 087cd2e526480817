import Analytics

/// The screen views a test's client received, in order: the test waits for them with
/// ``ScreenViewTracker/delivered()`` and then compares the whole list, so a missing or an
/// extra view fails it.
public actor ScreenViewRecorder {
  /// Every view recorded, oldest first.
  public private(set) var views: [ScreenView] = []

  /// An empty recorder.
  public init() {}

  /// Keeps `view`.
  public func record(_ view: ScreenView) {
    views.append(view)
  }

  /// The views recorded since the last call, as `from → to (presentation)` lines; for
  /// comparing with a short written list.
  public func takeLines() -> [String] {
    defer { views.removeAll() }
    return views.map(\.description)
  }
}
