/// Why a password could not be hashed. Rare: it means the platform's crypto refused the input
/// or is unavailable, never that the password was wrong.
package enum PasswordHashingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The password contains a NUL character, which C hashing APIs cannot see past.
  case unsupportedPassword
  /// No random salt could be produced.
  case saltUnavailable(reason: String)
  /// The hashing function failed.
  case hashingFailed(reason: String)
  /// This platform has no supported password hashing.
  case unavailable

  /// A sentence for logs.
  package var description: String {
    switch self {
    case .unsupportedPassword: "The password contains a character that can't be hashed."
    case .saltUnavailable(let reason): "No random salt could be made: \(reason)."
    case .hashingFailed(let reason): "The password could not be hashed: \(reason)."
    case .unavailable: "Password hashing is not available on this platform."
    }
  }
}
