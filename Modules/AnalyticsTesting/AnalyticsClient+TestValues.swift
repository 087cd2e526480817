import Analytics
import ScaffoldingTesting
import Testing

extension AnalyticsClient {
  /// A client that fails the test that tracks with it: for tests that expect no screen views.
  public static let failing = AnalyticsClient { view in
    try unimplemented("AnalyticsClient.track (\(view))")
  }

  /// A client that keeps every view in `recorder`, for a test to compare with what it expects.
  public static func recording(into recorder: ScreenViewRecorder) -> AnalyticsClient {
    AnalyticsClient { view in await recorder.record(view) }
  }
}
