import Foundation
import SharedModels

/// An account as the JSON `accounts.json` of earlier versions held it: a password hash, never
/// the password, and the sign-in bookkeeping, which the import carries over so no lock is lost.
struct StoredAccount: Codable, Hashable, Sendable {
  let userID: UserID
  var displayName: String
  var passwordHash: String
  /// Wrong passwords since the last success or lock.
  var failedAttempts: Int
  /// While in the future, sign-in is refused.
  var lockedUntil: Date?
}
