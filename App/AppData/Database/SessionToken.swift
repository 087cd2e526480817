/// A session's secret: 32 bytes from the system's random number generator (`getrandom` on
/// Linux, `arc4random` on Apple platforms), so it can't be guessed or derived from a username.
enum SessionToken {
  static let byteCount = 32

  /// A fresh token.
  static func make() -> [UInt8] {
    var generator = SystemRandomNumberGenerator()
    return (0..<byteCount).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
  }
}
