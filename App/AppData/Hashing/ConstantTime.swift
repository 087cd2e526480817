/// Comparison whose running time doesn't depend on where two hashes first differ, so timing
/// can't reveal how close a guess came.
enum ConstantTime {
  /// Whether the byte sequences are equal. Lengths are compared openly: a hash's length is
  /// public (it follows from its format).
  static func equal(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
    guard lhs.count == rhs.count else { return false }
    var difference: UInt8 = 0
    for index in lhs.indices {
      difference |= lhs[index] ^ rhs[index]
    }
    return difference == 0
  }
}
