import Foundation
import SharedModels

/// The lockout's bookkeeping, in the database: wrong passwords per username, known or not, the
/// attempts whose password is being checked right now, and the lock they lead to. Shared by
/// every process on the data folder, and kept across restarts.
///
/// An attempt is counted as *being checked* before its password is checked, in the same
/// transaction that reads the counts, and settled afterwards: a wrong password becomes a
/// failure, a right one clears the failures. A password is checked only while failures plus
/// checks in progress are below the policy's limit, so no number of processes lets more than
/// the limit of wrong passwords be checked before the lock; and since checks in progress are
/// not failures, correct passwords checked at once never lock anyone out. A check that never
/// settles (its process died) counts as a failure after ``abandonedAfter``. Rows are pruned once
/// their lock has expired, or their last attempt is older than the lock duration; and of the
/// names no account has, only the ``unknownNamesKept`` latest are kept, so the table stays
/// bounded whatever names are tried (forgetting an unknown name's count protects nothing less:
/// there is no account behind it, and registering the name clears it anyway). A name no account
/// has is kept only as a keyed hash (``KeyedHash``, under the database's `lockout_key`): what
/// was typed may be a password typed in the username's place.
struct SignInAttempts {
  let database: Database
  let policy: LockoutPolicy

  /// How long a check may take before it is taken for one whose process died: far longer than
  /// the slowest hash.
  static let abandonedAfter: TimeInterval = 60

  /// How many rows of names that no account has are kept at most (besides those being checked).
  static let unknownNamesKept = 100

  /// What recording an attempt found.
  enum Record {
    /// The name is locked: the password must not be checked.
    case locked(until: Date)
    /// As many checks as the limit allows are in progress: wait for them to settle.
    case busy
    /// The attempt is being checked; check the password against `passwordHash` (nil for an
    /// unknown or reserved name), then settle it with ``succeeded(for:)`` or ``failed(for:at:)``.
    case checking(passwordHash: String?)
  }

  /// Counts one attempt for `username` at `moment` as being checked, unless the name is locked
  /// or the limit is reached. Call it inside a write transaction.
  func record(for username: UserID, at moment: Date) throws(DatabaseError) -> Record {
    try database.run(
      """
      DELETE FROM sign_in_attempts WHERE checking = 0 AND coalesce(locked_until, last_attempt + ?) <= ?
      """, .real(policy.lockDuration), .real(moment.timeIntervalSince1970))
    try database.run(
      """
      DELETE FROM sign_in_attempts WHERE rowid IN (
        SELECT rowid FROM sign_in_attempts
        WHERE checking = 0 AND username != ? AND username NOT IN (SELECT user_id FROM accounts)
        ORDER BY last_attempt DESC LIMIT -1 OFFSET ?)
      """, .text(try rowName(for: username)), .integer(Self.unknownNamesKept - 1))
    let name = try rowName(for: username)
    var counts = try read(name, at: moment)
    if let until = counts.lockedUntil {
      if moment < until { return .locked(until: until) }
      counts.lockedUntil = nil
      counts.failures = 0  // the lock has expired: counting starts afresh
    }
    if counts.failures >= policy.maximumFailures {
      // Abandoned checks reached the limit.
      let until = moment.addingTimeInterval(policy.lockDuration)
      try write(Counts(failures: 0, checking: counts.checking, lockedUntil: until), for: name, at: moment)
      return .locked(until: until)
    }
    guard counts.failures + counts.checking < policy.maximumFailures else { return .busy }
    counts.checking += 1
    try write(counts, for: name, at: moment)
    let hash = try database.rows(
      "SELECT password_hash FROM accounts WHERE user_id = ?", .text(username.rawValue)
    ).first?.first?.text
    return .checking(passwordHash: hash)
  }

  /// Settles a check whose password was right: the failures are forgotten. Call it inside a
  /// write transaction.
  func succeeded(for username: UserID) throws(DatabaseError) {
    let name = try rowName(for: username)
    try database.run(
      "UPDATE sign_in_attempts SET failed_attempts = 0, checking = max(checking - 1, 0) WHERE username = ?",
      .text(name))
    try database.run(
      "DELETE FROM sign_in_attempts WHERE username = ? AND checking = 0 AND locked_until IS NULL", .text(name))
  }

  /// Settles a check whose password was wrong (or whose account went away meanwhile): it
  /// becomes a failure, and the one that reaches the limit locks the name. Returns what to tell
  /// the user. Call it inside a write transaction.
  func failed(for username: UserID, at moment: Date) throws(DatabaseError) -> AccountError {
    let name = try rowName(for: username)
    var counts = try read(name, at: moment)
    counts.checking = max(counts.checking - 1, 0)
    counts.failures += 1
    let error: AccountError
    if counts.failures >= policy.maximumFailures {
      let until = moment.addingTimeInterval(policy.lockDuration)
      counts.lockedUntil = until
      counts.failures = 0
      error = .locked(until: until)
    } else if let until = counts.lockedUntil, moment < until {
      error = .locked(until: until)
    } else {
      error = .invalidCredentials(remainingAttempts: policy.maximumFailures - counts.failures - counts.checking)
    }
    try write(counts, for: name, at: moment)
    return error
  }

  /// Forgets the counts and any lock for `username` (a new account, a deleted one), kept in
  /// clear or hashed. Call it inside a write transaction.
  func clear(for username: UserID) throws(DatabaseError) {
    try database.run(
      "DELETE FROM sign_in_attempts WHERE username IN (?, ?)", .text(username.rawValue),
      .text(try Self.hashedName(username, in: database)))
  }

  /// The name `username`'s row is kept under: the name itself when an account has it (it is in
  /// `accounts` anyway), else its keyed hash.
  private func rowName(for username: UserID) throws(DatabaseError) -> String {
    let known = try !database.rows("SELECT 1 FROM accounts WHERE user_id = ?", .text(username.rawValue)).isEmpty
    return known ? username.rawValue : try Self.hashedName(username, in: database)
  }

  /// `username` as a keyed hash under `database`'s key, `hmac:` and 64 hex digits: no name
  /// has a `:`.
  static func hashedName(_ username: UserID, in database: Database) throws(DatabaseError) -> String {
    let key = try database.rows("SELECT key FROM lockout_key").first?.first?.blob ?? []
    return "hmac:" + KeyedHash.hmac(key: key, message: Array(username.rawValue.utf8)).hexDigits
  }

  /// One name's row.
  private struct Counts {
    var failures = 0
    var checking = 0
    var lockedUntil: Date?
  }

  /// The counts of the row kept under `name` at `moment`, abandoned checks counted as failures.
  private func read(_ name: String, at moment: Date) throws(DatabaseError) -> Counts {
    guard
      let row = try database.rows(
        "SELECT failed_attempts, locked_until, checking, checking_since FROM sign_in_attempts WHERE username = ?",
        .text(name)
      ).first
    else { return Counts() }
    var counts = Counts(
      failures: row[0].integer ?? 0, checking: row[2].integer ?? 0,
      lockedUntil: row[1].real.map(Date.init(timeIntervalSince1970:)))
    if counts.checking > 0, let since = row[3].real, since + Self.abandonedAfter <= moment.timeIntervalSince1970 {
      counts.failures += counts.checking
      counts.checking = 0
    }
    return counts
  }

  private func write(_ counts: Counts, for name: String, at moment: Date) throws(DatabaseError) {
    try database.run(
      """
      INSERT OR REPLACE INTO sign_in_attempts
        (username, failed_attempts, locked_until, checking, checking_since, last_attempt) VALUES (?, ?, ?, ?, ?, ?)
      """, .text(name), .integer(counts.failures),
      .optionalReal(counts.lockedUntil?.timeIntervalSince1970),
      .integer(counts.checking), .real(moment.timeIntervalSince1970), .real(moment.timeIntervalSince1970))
  }
}
