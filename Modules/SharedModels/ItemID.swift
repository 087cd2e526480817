/// Identifies a feed item, so links such as `app://home/item/<id>` and screens agree on it.
public struct ItemID: RawRepresentable, Hashable, Codable, Sendable, CustomStringConvertible {
  /// The item's number.
  public let rawValue: Int

  /// Wraps an item number.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Wraps an item number.
  public init(_ rawValue: Int) {
    self.rawValue = rawValue
  }

  /// The form links and screens print.
  public var description: String { String(rawValue) }
}
