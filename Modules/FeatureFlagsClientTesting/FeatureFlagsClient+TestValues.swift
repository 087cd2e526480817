import FeatureFlagsClient
import ScaffoldingTesting
import Testing

extension FeatureFlagsClient {
  /// A client that fails the test that calls it: what a feature's `Dependencies.failing` holds,
  /// so a test that expects no call to the service fails when one is made.
  public static let failing = FeatureFlagsClient { key in
    try unimplemented("FeatureFlagsClient.fetch (\(key))")
  }

  /// A client that answers at once from `answers` (nil for a key it lacks), for a test that
  /// picks what the service holds. To decide when a call answers, or to see it cancelled,
  /// hand the client a `ControlledDependency`'s closure instead: `FeatureFlagsClient(fetch: fetch.closure)`.
  public static func answering(_ answers: [String: String]) -> FeatureFlagsClient {
    FeatureFlagsClient { key in answers[key] }
  }
}
