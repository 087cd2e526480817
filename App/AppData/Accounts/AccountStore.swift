import Foundation
import SharedModels

/// Who can sign in: accounts with salted slow hashes (never passwords), and the lockout that
/// guards them (see ``SignInAttempts``).
///
/// Registering creates the user's profile in the same transaction; deleting removes the
/// account and, through the database's cascades, everything the user owns, at once.
@MainActor
public final class AccountStore {
  private let database: Database
  private let attempts: SignInAttempts
  private let hasher: any PasswordHasher
  private let now: @MainActor () -> Date
  /// A real hash of a random password, made once with the same hasher, so that an unknown or
  /// reserved username costs one verification exactly as a known one does.
  private var decoyHash: String?

  init(database: Database, hasher: any PasswordHasher, policy: LockoutPolicy, now: @escaping @MainActor () -> Date) {
    self.database = database
    self.attempts = SignInAttempts(database: database, policy: policy)
    self.hasher = hasher
    self.now = now
  }

  /// Whether an account with this id exists (reserved names included).
  public func contains(_ id: UserID) -> Bool {
    let rows = try? database.rows("SELECT 1 FROM accounts WHERE user_id = ?", .text(id.rawValue))
    return rows?.isEmpty == false
  }

  /// The name to greet the user with: their profile's, else the one they registered with.
  public func displayName(of id: UserID) -> String? {
    let rows = try? database.rows(
      """
      SELECT coalesce(profiles.display_name, accounts.display_name) FROM accounts
      LEFT JOIN profiles ON profiles.user_id = accounts.user_id WHERE accounts.user_id = ?
      """, .text(id.rawValue))
    return rows?.first?.first?.text
  }

  /// Creates an account and its profile, in one transaction, and returns its session.
  /// Validates with ``AccountRules``; refuses a taken or reserved username. A refused,
  /// unhashable or unsaved registration changes nothing.
  public func register(username: String, displayName: String, password: String) throws(AccountError) -> Session {
    try AccountRules.validate(username: username, displayName: displayName, password: password)
    let id = UserID(username)
    let name = AccountRules.normalizedDisplayName(displayName) ?? displayName
    guard !contains(id) else { throw .usernameTaken }
    let hash: String
    do {
      hash = try hasher.hash(password)
    } catch {
      throw .hashingFailed(error)
    }
    let created: Bool
    do {
      created = try database.write { () throws(DatabaseError) -> Bool in
        // Checked again under the lock: another process may have taken the name meanwhile.
        guard try database.rows("SELECT 1 FROM accounts WHERE user_id = ?", .text(id.rawValue)).isEmpty else {
          return false
        }
        try database.run(
          "INSERT INTO accounts (user_id, display_name, password_hash) VALUES (?, ?, ?)",
          .text(id.rawValue), .text(name), .text(hash))
        try database.run(
          "INSERT INTO profiles (user_id, display_name, bio) VALUES (?, ?, '')", .text(id.rawValue), .text(name))
        try attempts.clear(for: id)
        return true
      }
    } catch {
      throw .notSaved(error)
    }
    guard created else { throw .usernameTaken }
    return Session(userID: id, displayName: name)
  }

  /// The session for a correct username and password.
  ///
  /// The attempt is recorded before the password is checked; if it can't be recorded (a full
  /// or read-only disk), sign-in is refused with `.signInNotRecorded` and nothing is checked.
  /// Wrong passwords count down (`.invalidCredentials(remainingAttempts:)`); the last allowed
  /// one locks the name for the policy's duration (`.locked(until:)`). An unknown or reserved
  /// username answers the same way after the same hash work. Success clears the count. The
  /// username is matched case-insensitively, ignoring surrounding spaces.
  public func signIn(username: String, password: String) throws(AccountError) -> Session {
    let id = UserID(username.trimmingCharacters(in: .whitespacesAndNewlines).lowercased())
    let decoy = try decoyPasswordHash()
    let moment = now()
    let record: SignInAttempts.Record
    do {
      record = try database.write { () throws(DatabaseError) in try attempts.record(for: id, at: moment) }
    } catch {
      throw .signInNotRecorded(error)
    }
    let storedHash: String?
    let errorIfWrong: AccountError
    switch record {
    case .locked(let until): throw .locked(until: until)
    case .counted(let hash, let error): (storedHash, errorIfWrong) = (hash, error)
    }
    guard hasher.verify(password, against: storedHash ?? decoy), storedHash != nil else {
      throw errorIfWrong
    }
    do {
      try database.write { () throws(DatabaseError) in try attempts.clear(for: id) }
    } catch {
      throw .signInNotRecorded(error)
    }
    return Session(userID: id, displayName: displayName(of: id) ?? id.rawValue)
  }

  /// Deletes the account and, in the same transaction, everything the user owns (profile,
  /// items, preferences, the saved session). Deleting an unknown id changes nothing.
  public func deleteAccount(_ id: UserID) throws(AccountError) {
    do {
      try database.write { () throws(DatabaseError) in
        try database.run("DELETE FROM accounts WHERE user_id = ?", .text(id.rawValue))
        try attempts.clear(for: id)
      }
    } catch {
      throw .notSaved(error)
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
