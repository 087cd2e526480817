import SharedModels

/// Each user's preferences. Users who never changed anything get the defaults of
/// ``UserPreferences``; deleting the account removes them.
@MainActor
public final class PreferencesStore {
  private let database: Database

  init(database: Database) {
    self.database = database
  }

  /// The user's preferences, or the defaults.
  public func preferences(for id: UserID) -> UserPreferences {
    let rows = try? database.rows(
      "SELECT appearance, notifications_enabled FROM preferences WHERE user_id = ?", .text(id.rawValue))
    guard let row = rows?.first else { return UserPreferences() }
    return UserPreferences(
      appearance: row[0].text.flatMap(UserPreferences.Appearance.init(rawValue:)) ?? .system,
      notificationsEnabled: row[1].integer != 0)
  }

  /// Saves the user's preferences. Refused when the account doesn't exist; on failure nothing
  /// changes.
  public func save(_ newValue: UserPreferences, for id: UserID) throws(DataWriteError) {
    let saved = try database.write { () throws(DatabaseError) -> Bool in
      guard try !database.rows("SELECT 1 FROM accounts WHERE user_id = ?", .text(id.rawValue)).isEmpty else {
        return false
      }
      try database.run(
        "INSERT OR REPLACE INTO preferences (user_id, appearance, notifications_enabled) VALUES (?, ?, ?)",
        .text(id.rawValue), .text(newValue.appearance.rawValue), .integer(newValue.notificationsEnabled ? 1 : 0))
      return true
    }
    guard saved else { throw database.writeError(reason: "there is no account \"\(id)\"") }
  }
}
