import Foundation
import SharedModels

/// Who can sign in, saved in `accounts.json` as salted slow hashes (never passwords), with the
/// failed-attempt count and lock that must survive a restart.
///
/// Registering creates the user's profile too; deleting removes everything the user owns.
@MainActor
public final class AccountStore {
  private var accounts: [UserID: StoredAccount]
  private var unknownUsernameFailures: [UserID: FailureRecord] = [:]
  private var timingDecoyHash: String?
  private let file: StoreFile<[StoredAccount]>
  private let hasher: any PasswordHasher
  private let policy: LockoutPolicy
  private let now: @MainActor () -> Date
  private let profiles: ProfileStore
  private let items: ItemStore
  private let preferences: PreferencesStore
  private let sessions: SessionStore

  /// Set when sign-in bookkeeping (a failure count, a lock, a reset) could not be written;
  /// cleared by the next successful write. The bookkeeping still applies in memory, so a full
  /// disk never weakens the lockout; it only may not survive a restart.
  public private(set) var bookkeepingSaveError: DataWriteError?

  init(
    file: StoreFile<[StoredAccount]>, accounts: [StoredAccount], hasher: any PasswordHasher,
    policy: LockoutPolicy, now: @escaping @MainActor () -> Date, profiles: ProfileStore, items: ItemStore,
    preferences: PreferencesStore, sessions: SessionStore
  ) {
    self.file = file
    self.accounts = Dictionary(accounts.map { ($0.userID, $0) }, uniquingKeysWith: { _, last in last })
    self.hasher = hasher
    self.policy = policy
    self.now = now
    self.profiles = profiles
    self.items = items
    self.preferences = preferences
    self.sessions = sessions
  }

  /// Whether an account with this id exists.
  public func contains(_ id: UserID) -> Bool {
    accounts[id] != nil
  }

  /// The name to greet the user with: their profile's, else the one they registered with.
  public func displayName(of id: UserID) -> String? {
    guard let account = accounts[id] else { return nil }
    return profiles.profile(id)?.displayName ?? account.displayName
  }

  /// Creates an account and its profile and returns its session. Validates with
  /// ``AccountRules``; refuses a taken username. A refused or unhashable registration changes
  /// nothing; when the account file can't be saved, the profile written just before it may
  /// remain (registering the name again overwrites it).
  public func register(username: String, displayName: String, password: String) throws(AccountError) -> Session {
    try AccountRules.validate(username: username, displayName: displayName, password: password)
    let id = UserID(username)
    guard accounts[id] == nil else { throw .usernameTaken }
    let name = AccountRules.normalizedDisplayName(displayName) ?? displayName
    let hash: String
    do {
      hash = try hasher.hash(password)
    } catch {
      throw .hashingFailed(error)
    }
    var updated = accounts
    updated[id] = StoredAccount(userID: id, displayName: name, passwordHash: hash, failedAttempts: 0, lockedUntil: nil)
    do {
      // The profile first: if the account can't be saved afterwards, a stray profile is harmless
      // (registering the name again overwrites it), whereas an account without one is not.
      try profiles.save(UserProfile(userID: id, displayName: name, bio: ""))
      try file.save(Self.sorted(updated))
    } catch {
      throw .notSaved(error)
    }
    accounts = updated
    unknownUsernameFailures[id] = nil
    return Session(userID: id, displayName: name)
  }

  /// The session for a correct username and password.
  ///
  /// Wrong passwords count down (`.invalidCredentials(remainingAttempts:)`); the last allowed
  /// one locks the account for the policy's duration (`.locked(until:)`), and the count and
  /// lock are saved. An unknown username answers the same way and takes as long. Success
  /// resets the count. The username is matched case-insensitively, ignoring surrounding spaces.
  public func signIn(username: String, password: String) throws(AccountError) -> Session {
    let id = UserID(username.trimmingCharacters(in: .whitespacesAndNewlines).lowercased())
    let moment = now()
    guard var account = accounts[id] else {
      _ = hasher.verify(password, against: decoyHash())
      var record = unknownUsernameFailures[id] ?? FailureRecord()
      let error = recordFailure(&record.failedAttempts, lockedUntil: &record.lockedUntil, at: moment)
      if unknownUsernameFailures.count >= 1_000 { unknownUsernameFailures.removeAll() }
      unknownUsernameFailures[id] = record
      throw error
    }
    if let until = account.lockedUntil, moment < until {
      throw .locked(until: until)
    }
    guard hasher.verify(password, against: account.passwordHash) else {
      let error = recordFailure(&account.failedAttempts, lockedUntil: &account.lockedUntil, at: moment)
      saveBookkeeping(account)
      throw error
    }
    if account.failedAttempts != 0 || account.lockedUntil != nil {
      account.failedAttempts = 0
      account.lockedUntil = nil
      saveBookkeeping(account)
    }
    return Session(userID: id, displayName: displayName(of: id) ?? account.displayName)
  }

  /// Deletes the account and everything the user owns: items, preferences, profile and, if it
  /// is theirs, the saved session. The account goes last, so after a failed save the account
  /// still exists and deleting again finishes the job. Deleting an unknown id only cleans up.
  public func deleteAccount(_ id: UserID) throws(AccountError) {
    do {
      try items.removeItems(by: id)
      try preferences.remove(for: id)
      if sessions.current?.userID == id {
        try sessions.clear()
      }
      try profiles.remove(id)
      guard accounts[id] != nil else { return }
      var updated = accounts
      updated[id] = nil
      try file.save(Self.sorted(updated))
      accounts = updated
    } catch {
      throw .notSaved(error)
    }
    unknownUsernameFailures[id] = nil
  }

  /// Counts one failure, locking when the policy's limit is reached; returns the error to throw.
  private func recordFailure(_ failures: inout Int, lockedUntil: inout Date?, at moment: Date) -> AccountError {
    if let until = lockedUntil, moment < until {
      return .locked(until: until)
    }
    lockedUntil = nil
    failures += 1
    guard failures >= policy.maximumFailures else {
      return .invalidCredentials(remainingAttempts: policy.maximumFailures - failures)
    }
    let until = moment.addingTimeInterval(policy.lockDuration)
    failures = 0
    lockedUntil = until
    return .locked(until: until)
  }

  /// Applies bookkeeping in memory, then tries to save it (see ``bookkeepingSaveError``).
  private func saveBookkeeping(_ account: StoredAccount) {
    accounts[account.userID] = account
    do {
      try file.save(Self.sorted(accounts))
      bookkeepingSaveError = nil
    } catch {
      bookkeepingSaveError = error
    }
  }

  /// A real hash of nothing in particular, so an unknown username costs one verification too.
  private func decoyHash() -> String {
    if let timingDecoyHash { return timingDecoyHash }
    let made = (try? hasher.hash(UUID().uuidString)) ?? ""
    timingDecoyHash = made
    return made
  }

  private static func sorted(_ accounts: [UserID: StoredAccount]) -> [StoredAccount] {
    accounts.values.sorted { $0.userID.rawValue < $1.userID.rawValue }
  }
}
