extension [UInt8] {
  /// The bytes as lowercase hex digits, two per byte.
  var hexDigits: String {
    map { String($0, radix: 16) }.map { $0.count == 1 ? "0" + $0 : $0 }.joined()
  }
}
