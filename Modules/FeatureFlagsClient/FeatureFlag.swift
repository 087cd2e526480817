/// A feature that can be turned on or off without a new build: one case per flag, spelled as
/// Settings' features page and `console --flag` name it. Adding a flag is a case here and its
/// default below.
public enum FeatureFlag: String, CaseIterable, Sendable {
  /// Writing items: Home's feed and your own Profile page offer `compose`.
  case compose

  /// Whether the flag is on while this device has never turned it on or off.
  public var isOnByDefault: Bool {
    switch self {
    case .compose: true
    }
  }

  /// Every flag's name, for a sentence that lists them: `compose`.
  public static var names: String {
    allCases.map(\.rawValue).joined(separator: ", ")
  }
}
