import Foundation
import SharedModels

/// The one-time import of the JSON files earlier versions kept (`accounts.json`,
/// `profiles.json`, `items.json`, `preferences.json`), so no user loses anything on upgrading.
///
/// It runs only when the database is new, inside the transaction that creates the schema, so
/// it happens entirely or not at all; afterwards each file is renamed `<name>.imported`. The
/// database's existence is what prevents a second import, even if a crash came before the
/// renames. Failure counts and locks are carried over, so upgrading never lifts a lock. The
/// saved session is not: it carries no token to check, so its user signs in once more.
struct LegacyImport {
  /// What the files held.
  var accounts: [StoredAccount] = []
  var profiles: [UserProfile] = []
  var items: [Item] = []
  var preferences: [String: UserPreferences] = [:]

  private let accountsFile: LegacyFile<[StoredAccount]>
  private let profilesFile: LegacyFile<[UserProfile]>
  private let itemsFile: LegacyFile<[Item]>
  private let preferencesFile: LegacyFile<[String: UserPreferences]>
  /// The session file is not imported, only renamed with the others.
  private let sessionFile: LegacyFile<Int>

  /// The JSON files in `folder`, or nil when there are none (then a new database is seeded).
  /// Files that can't be read or decoded are reported in `issues` and moved aside.
  init?(folder: URL, issues: inout [DataIssue]) {
    accountsFile = LegacyFile(name: "accounts.json", folder: folder)
    profilesFile = LegacyFile(name: "profiles.json", folder: folder)
    itemsFile = LegacyFile(name: "items.json", folder: folder)
    preferencesFile = LegacyFile(name: "preferences.json", folder: folder)
    sessionFile = LegacyFile(name: "session.json", folder: folder)
    let present = [
      accountsFile.exists, profilesFile.exists, itemsFile.exists, preferencesFile.exists, sessionFile.exists,
    ]
    guard present.contains(true) else { return nil }
    accounts = accountsFile.load(reporting: &issues) ?? []
    profiles = profilesFile.load(reporting: &issues) ?? []
    items = itemsFile.load(reporting: &issues) ?? []
    preferences = preferencesFile.load(reporting: &issues) ?? [:]
  }

  /// Writes everything into the new database. Every author and profile owner without an
  /// account (the seeded authors) gets a reserved account, which nobody can sign in as or
  /// register; preferences of users without an account are dropped.
  func insert(into database: Database) throws(DatabaseError) {
    for account in accounts {
      try database.run(
        "INSERT OR REPLACE INTO accounts (user_id, display_name, password_hash) VALUES (?, ?, ?)",
        .text(account.userID.rawValue), .text(account.displayName), .text(account.passwordHash))
      if account.failedAttempts > 0 || account.lockedUntil != nil {
        try database.run(
          "INSERT OR REPLACE INTO sign_in_attempts (username, failed_attempts, locked_until) VALUES (?, ?, ?)",
          .text(account.userID.rawValue), .integer(account.failedAttempts),
          .optionalReal(account.lockedUntil?.timeIntervalSince1970))
      }
    }
    let owners = profiles.map { ($0.userID, $0.displayName) } + items.map { ($0.author, $0.author.rawValue) }
    for (userID, displayName) in owners {
      try database.run(
        "INSERT OR IGNORE INTO accounts (user_id, display_name, password_hash) VALUES (?, ?, NULL)",
        .text(userID.rawValue), .text(displayName))
    }
    for profile in profiles {
      try database.run(
        "INSERT OR REPLACE INTO profiles (user_id, display_name, bio) VALUES (?, ?, ?)",
        .text(profile.userID.rawValue), .text(profile.displayName), .text(profile.bio))
    }
    for item in items {
      try database.run(
        "INSERT OR REPLACE INTO items (id, title, body, author) VALUES (?, ?, ?, ?)",
        .integer(item.id.rawValue), .text(item.title), .text(item.body), .text(item.author.rawValue))
    }
    for (userID, value) in preferences {
      try database.run(
        """
        INSERT OR REPLACE INTO preferences (user_id, appearance, notifications_enabled)
        SELECT ?1, ?2, ?3 WHERE EXISTS (SELECT 1 FROM accounts WHERE user_id = ?1)
        """,
        .text(userID), .text(value.appearance.rawValue), .integer(value.notificationsEnabled ? 1 : 0))
    }
  }

  /// After the import committed: renames every file that was there to `<name>.imported`.
  func markImported() {
    accountsFile.markImported()
    profilesFile.markImported()
    itemsFile.markImported()
    preferencesFile.markImported()
    sessionFile.markImported()
  }
}
