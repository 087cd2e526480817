import Foundation
import SharedModels

/// Who can sign in: accounts with salted slow hashes (never passwords), and the lockout that
/// guards them (see ``SignInAttempts``).
///
/// Registering creates the user's profile in the same transaction; deleting removes the
/// account and, through the database's cascades, everything the user owns, at once.
@DataActor
package final class AccountStore {
  private let database: Database
  private let attempts: SignInAttempts
  private let hasher: any PasswordHasher
  private let now: @Sendable () -> Date
  /// A real hash of a random password, made once with the same hasher, so that an unknown or
  /// reserved username costs one verification exactly as a known one does.
  private var decoyHash: String?

  nonisolated init(
    database: Database, hasher: any PasswordHasher, policy: LockoutPolicy, now: @escaping @Sendable () -> Date
  ) {
    self.database = database
    self.attempts = SignInAttempts(database: database, policy: policy)
    self.hasher = hasher
    self.now = now
  }

  /// Whether an account with this id exists (reserved names included).
  package func contains(_ id: UserID) throws(DataReadError) -> Bool {
    try database.read { () throws(DatabaseError) in
      try !database.rows("SELECT 1 FROM accounts WHERE user_id = ?", .text(id.rawValue)).isEmpty
    }
  }

  /// The name to greet the user with: their profile's, else the one they registered with.
  package func displayName(of id: UserID) throws(DataReadError) -> String? {
    try database.read { () throws(DatabaseError) in
      try database.rows(
        """
        SELECT coalesce(profiles.display_name, accounts.display_name) FROM accounts
        LEFT JOIN profiles ON profiles.user_id = accounts.user_id WHERE accounts.user_id = ?
        """, .text(id.rawValue)
      ).first?.first?.text
    }
  }

  /// Creates an account (with a new ``AccountKey``) and its profile, in one transaction, and
  /// returns its session. Validates with ``AccountRules``; refuses a taken or reserved username.
  /// A refused, unhashable or unsaved registration changes nothing.
  package func register(username: String, displayName: String, password: String) throws(AccountError) -> Session {
    try AccountRules.validate(username: username, displayName: displayName, password: password)
    let id = UserID(username)
    let name = AccountRules.normalizedDisplayName(displayName) ?? displayName
    // Spares the hash work for a name that is taken; checked again in the transaction.
    let taken: Bool
    do {
      taken = try contains(id)
    } catch {
      throw .notSaved(DataWriteError(file: error.file, reason: error.reason))
    }
    guard !taken else { throw .usernameTaken }
    let hash: String
    do {
      hash = try hasher.hash(password)
    } catch {
      throw .hashingFailed(error)
    }
    let key: [UInt8]?
    do {
      key = try database.write { () throws(DatabaseError) -> [UInt8]? in
        // Checked again under the lock: another process may have taken the name meanwhile.
        guard try database.rows("SELECT 1 FROM accounts WHERE user_id = ?", .text(id.rawValue)).isEmpty else {
          return nil
        }
        try database.run(
          "INSERT INTO accounts (user_id, display_name, password_hash, account_key) VALUES (?, ?, ?, randomblob(16))",
          .text(id.rawValue), .text(name), .text(hash))
        try database.run(
          "INSERT INTO profiles (user_id, display_name, bio) VALUES (?, ?, '')", .text(id.rawValue), .text(name))
        try attempts.clear(for: id)
        return try database.rows("SELECT account_key FROM accounts WHERE user_id = ?", .text(id.rawValue))
          .first?.first?.blob
      }
    } catch {
      throw .notSaved(error)
    }
    guard let key else { throw .usernameTaken }
    return Session(userID: id, displayName: name, accountKey: AccountKey(bytes: key))
  }

  /// The session for a correct username and password.
  ///
  /// The attempt is recorded before the password is checked; if it can't be recorded (a full
  /// or read-only disk), sign-in is refused with `.signInNotRecorded` and nothing is checked.
  /// Wrong passwords count down (`.invalidCredentials(remainingAttempts:)`); the last allowed
  /// one locks the name for the policy's duration (`.locked(until:)`). An unknown or reserved
  /// username answers the same way after the same hash work. Success clears the count. The
  /// username is matched case-insensitively, ignoring surrounding spaces.
  ///
  /// The session is made in the transaction that clears the count, for the account whose
  /// password hash was just verified: if that account was deleted (or deleted and registered
  /// again) meanwhile, sign-in fails as for an unknown name, so a sign-in racing a deletion
  /// never returns a session of the deleted account.
  ///
  /// While as many checks of the name as the lockout allows are in progress elsewhere, it waits
  /// its turn (up to the busy timeout) without holding up the actor: other store calls run
  /// meanwhile. Cancelling the calling task ends the wait with `.signInBusy`.
  package func signIn(username: String, password: String) async throws(AccountError) -> Session {
    let id = UserID(username.trimmingCharacters(in: .whitespacesAndNewlines).lowercased())
    let decoy = try decoyPasswordHash()
    guard AccountRules.isValidUsername(id.rawValue) else {
      // No account can have this name: nothing is recorded for it (so the table can't be filled
      // with long names), after the same hash work.
      _ = hasher.verify(password, against: decoy)
      throw .invalidCredentials(remainingAttempts: attempts.policy.maximumFailures - 1)
    }
    let storedHash = try await recordAttempt(for: id)
    let verified = hasher.verify(password, against: storedHash ?? decoy) && storedHash != nil
    let moment = now()
    let outcome: Result<Session, AccountError>
    do {
      outcome = try database.write { () throws(DatabaseError) -> Result<Session, AccountError> in
        if verified, let storedHash, let session = try verifiedAccount(id, passwordHash: storedHash) {
          try attempts.succeeded(for: id)
          return .success(session)
        }
        return .failure(try attempts.failed(for: id, at: moment))
      }
    } catch {
      // The password was checked, but its outcome couldn't be saved; the attempt counts as a
      // failure once it is taken for abandoned.
      throw .notSaved(error)
    }
    return try outcome.get()
  }

  /// Records an attempt on `id` as being checked and returns the stored hash (nil for an
  /// unknown or reserved name), waiting, up to the busy timeout, while as many checks of this
  /// name as the lockout allows are in progress elsewhere.
  private func recordAttempt(for id: UserID) async throws(AccountError) -> String? {
    let deadline = ContinuousClock.now + .milliseconds(Database.busyTimeoutMilliseconds)
    while true {
      let record: SignInAttempts.Record
      do {
        record = try database.write { () throws(DatabaseError) in try attempts.record(for: id, at: now()) }
      } catch {
        throw .signInNotRecorded(error)
      }
      switch record {
      case .locked(let until): throw .locked(until: until)
      case .checking(let hash): return hash
      case .busy:
        guard ContinuousClock.now < deadline, !Task.isCancelled else { throw .signInBusy }
        // Sleeps without blocking the actor's thread; a cancelled sleep is caught just above.
        try? await Task.sleep(for: .milliseconds(10))
      }
    }
  }

  /// The session for the account `id` if it still has `passwordHash` (so it is the account
  /// whose password was verified, not one deleted or registered again since). Call it inside a
  /// write transaction.
  private func verifiedAccount(_ id: UserID, passwordHash: String) throws(DatabaseError) -> Session? {
    let row = try database.rows(
      """
      SELECT coalesce(profiles.display_name, accounts.display_name), accounts.account_key FROM accounts
      LEFT JOIN profiles ON profiles.user_id = accounts.user_id
      WHERE accounts.user_id = ? AND accounts.password_hash = ?
      """, .text(id.rawValue), .text(passwordHash)
    ).first
    guard let row, let name = row[0].text, let key = row[1].blob else { return nil }
    return Session(userID: id, displayName: name, accountKey: AccountKey(bytes: key))
  }

  /// Deletes the session's account and, in the same transaction, everything the user owns
  /// (profile, items, preferences, the saved session). Either all of it is deleted or this
  /// throws: ``SessionEndedError`` when the account is already gone (deleted or replaced
  /// elsewhere), so a stale session never deletes an account registered since under the same
  /// name; ``AccountError/notSaved(_:)`` when the deletion could not be written.
  package func deleteAccount(_ session: Session) throws {
    do {
      try database.write(as: session) { () throws(DatabaseError) in
        try database.run(
          "DELETE FROM accounts WHERE user_id = ? AND account_key = ?", .text(session.userID.rawValue),
          .blob(session.accountKey.bytes))
        try attempts.clear(for: session.userID)
      }
    } catch let error as DataWriteError {
      throw AccountError.notSaved(error)
    }
  }

  /// The decoy hash, made on first use (see ``decoyHash``).
  private func decoyPasswordHash() throws(AccountError) -> String {
    if let decoyHash { return decoyHash }
    do {
      let made = try hasher.hash(UUID().uuidString)
      decoyHash = made
      return made
    } catch {
      throw .hashingFailed(error)
    }
  }
}
