extension DeepLinkPath {
  /// The whole number `segment` spells in canonical decimal (`3`, `0`), or nil for anything
  /// else: a sign (`+3`, `-1`), a leading zero (`03`), spaces, digits other than ASCII, a value
  /// too large for `Int`.
  ///
  /// Read numeric ids in links through this, so each place has exactly one link (`item/3`,
  /// never also `item/03`) and what `currentPath` reports is what was opened.
  public static func number(_ segment: String) -> Int? {
    guard let number = Int(segment), number >= 0, String(number) == segment else { return nil }
    return number
  }

  /// The numbers of a path made only of `key/number` pairs (`item/3/item/1`), read as
  /// ``number(_:)`` reads them, and above zero when `positive`; throws naming the value at fault.
  public func numbers(of key: String, positive: Bool = false) throws(DeepLinkError) -> [Int] {
    try values(of: key).map { value throws(DeepLinkError) in
      guard let number = Self.number(value), !positive || number > 0 else {
        throw DeepLinkError("\(key) ids are \(positive ? "positive " : "")whole numbers, not \(Self.quoted(value))")
      }
      return number
    }
  }
}
