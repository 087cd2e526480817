import ModName
import ScaffoldingTesting
import Testing

extension ModName {
  /// A client that fails the test that calls it: what a feature's `Dependencies.failing` holds,
  /// so a test that expects no call to the service fails when one is made.
  public static let failing = ModName { key in
    try unimplemented("ModName.fetch (\(key))")
  }

  /// A client that answers at once from `answers` (nil for a key it lacks), for a test that
  /// picks what the service holds. To decide when a call answers, or to see it cancelled,
  /// hand the client a `ControlledDependency`'s closure instead: `ModName(fetch: fetch.closure)`.
  public static func answering(_ answers: [String: String]) -> ModName {
    ModName { key in answers[key] }
  }
}
