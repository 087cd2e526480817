/// How a navigation came in, as guards see it (``NavigationRequest/way``).
public enum NavigationWay: String, Sendable, CaseIterable {
  /// A screen action or code calling `route(to:)`, `present` and friends.
  case action
  /// A tab selection.
  case tab
  /// A deep link (``DeepLinkable/open(_:)``): its guards run while it is checked, before
  /// anything changes, so a refusal changes nothing.
  case link
  /// A link the app follows to rebuild a saved place at launch.
  case restore

  /// This way, as a link's: ``link`` unless it is a ``restore``.
  var ofLink: NavigationWay { self == .restore ? .restore : .link }

  /// The way of the navigation the calling task is making; ``action`` unless it runs inside
  /// ``following(_:_:isolation:)``.
  @TaskLocal public static var current: NavigationWay = .action

  /// Runs `operation` as navigation of `way`: an app wraps its restore in
  /// `NavigationWay.following(.restore) { … }`.
  public static func following<T>(
    _ way: NavigationWay, _ operation: () async throws -> T, isolation: isolated (any Actor)? = #isolation
  ) async rethrows -> T {
    try await $current.withValue(way, operation: operation, isolation: isolation)
  }
}
