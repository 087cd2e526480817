import FeatureFlagsClient
import ScaffoldingTesting
import Testing

extension FeatureFlagsClient {
  /// A client that fails the test that calls it: what a feature's `Dependencies.failing` holds
  /// (in its ``FeatureFlags``), so a test that expects no read or save fails when one is made.
  public static let failing = FeatureFlagsClient(
    flags: { try unimplemented("FeatureFlagsClient.flags") },
    set: { flag, isOn in try unimplemented("FeatureFlagsClient.set (\(flag) \(isOn ? "on" : "off"))") })

  /// A client whose device stored `flags`, answered at once, and which takes every change
  /// without keeping it: for a test that picks where the flags start. To decide when a call
  /// answers, to see it cancelled or to check what was saved, hand the client a
  /// `ControlledDependency`'s closure instead:
  /// `FeatureFlagsClient(flags: { [:] }, set: { try await save.closure(($0, $1)) })`.
  public static func answering(_ flags: [FeatureFlag: Bool]) -> FeatureFlagsClient {
    FeatureFlagsClient(flags: { flags }, set: { _, _ in })
  }
}
