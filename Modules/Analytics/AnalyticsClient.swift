/// Where screen views go: a client every feature, and the App, can be handed, in the style of
/// a network client's dependencies: one `@Sendable async throws` closure per call.
///
/// The App injects the live value (it records each view in the app's data, standing in for an
/// analytics vendor's upload queue); previews use ``preview``, which records nothing; tests use
/// `AnalyticsTesting`'s values, which fail on use or hand each view to the test.
public struct AnalyticsClient: Sendable {
  /// Records one screen view. Throws when it can't be recorded; the caller decides whether
  /// that is worth telling anyone (``ScreenViewTracker`` hands it to its `onFailure`).
  public var track: @Sendable (ScreenView) async throws -> Void

  /// A client that records views with `track`.
  public init(track: @escaping @Sendable (ScreenView) async throws -> Void) {
    self.track = track
  }

  /// Analytics off: records nothing, for previews and for trying a feature alone.
  public static let preview = AnalyticsClient { _ in }
}
