import Foundation
import SharedModels

/// An account as `accounts.json` holds it: a password hash, never the password, and the
/// sign-in bookkeeping that must survive a restart.
struct StoredAccount: Codable, Hashable, Sendable {
  let userID: UserID
  var displayName: String
  var passwordHash: String
  /// Wrong passwords since the last success or lock.
  var failedAttempts: Int
  /// While in the future, sign-in is refused.
  var lockedUntil: Date?
}

/// Failures for usernames that don't exist, kept in memory only, so that an unknown name
/// answers exactly like a real one (counts down, then locks) and reveals nothing.
struct FailureRecord: Hashable, Sendable {
  var failedAttempts = 0
  var lockedUntil: Date?
}
