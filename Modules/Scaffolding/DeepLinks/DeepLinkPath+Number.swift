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
}
