/// Identifies a user across features: Auth issues it, Profile shows it, Home credits authors.
///
/// A distinct type rather than a bare `String`, so a user id can't be passed where an item id
/// or a display name is meant.
public struct UserID: RawRepresentable, Hashable, Codable, Sendable, CustomStringConvertible {
  /// The account's username, which is unique and never changes.
  public let rawValue: String

  /// Wraps a username.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Wraps a username.
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }

  /// The form logs and screens print.
  public var description: String { rawValue }
}
