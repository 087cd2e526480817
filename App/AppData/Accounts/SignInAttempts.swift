import Foundation
import SharedModels

/// The lockout's bookkeeping, in the database: wrong passwords per username, known or not, and
/// the lock they lead to. Shared by every process on the data folder, and kept across restarts.
///
/// An attempt is counted *before* its password is checked, in the same transaction that reads
/// the count, and uncounted only after a success. So no number of processes, no crash between
/// the check and the bookkeeping, and no failing disk lets more than the policy's number of
/// wrong passwords be checked before the lock.
struct SignInAttempts {
  let database: Database
  let policy: LockoutPolicy

  /// What recording an attempt found.
  enum Record {
    /// The name is locked: the password must not be checked.
    case locked(until: Date)
    /// The attempt is counted; check the password against `passwordHash` (nil for an unknown or
    /// reserved name), and if it is wrong, answer `errorIfWrong`.
    case counted(passwordHash: String?, errorIfWrong: AccountError)
  }

  /// Counts one attempt for `username` at `moment`, locking the name when it reaches the
  /// policy's limit. Call it inside a write transaction.
  func record(for username: UserID, at moment: Date) throws(DatabaseError) -> Record {
    let row = try database.rows(
      "SELECT failed_attempts, locked_until FROM sign_in_attempts WHERE username = ?", .text(username.rawValue)
    ).first
    var failures = row?[0].integer ?? 0
    if let until = row?[1].real.map(Date.init(timeIntervalSince1970:)) {
      if moment < until { return .locked(until: until) }
      failures = 0  // the lock has expired: counting starts afresh
    }
    failures += 1
    var lockedUntil: Date?
    let errorIfWrong: AccountError
    if failures >= policy.maximumFailures {
      let until = moment.addingTimeInterval(policy.lockDuration)
      lockedUntil = until
      failures = 0
      errorIfWrong = .locked(until: until)
    } else {
      errorIfWrong = .invalidCredentials(remainingAttempts: policy.maximumFailures - failures)
    }
    try database.run(
      "INSERT OR REPLACE INTO sign_in_attempts (username, failed_attempts, locked_until) VALUES (?, ?, ?)",
      .text(username.rawValue), .integer(failures), .optionalReal(lockedUntil?.timeIntervalSince1970))
    let hash = try database.rows(
      "SELECT password_hash FROM accounts WHERE user_id = ?", .text(username.rawValue)
    ).first?.first?.text
    return .counted(passwordHash: hash, errorIfWrong: errorIfWrong)
  }

  /// Forgets the count and any lock for `username` (a successful sign-in, a new account, a
  /// deleted one). Call it inside a write transaction.
  func clear(for username: UserID) throws(DatabaseError) {
    try database.run("DELETE FROM sign_in_attempts WHERE username = ?", .text(username.rawValue))
  }
}
