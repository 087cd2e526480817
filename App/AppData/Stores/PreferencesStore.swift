import SharedModels

/// Each user's preferences. Users who never changed anything get the defaults of
/// ``UserPreferences``; deleting the account removes them.
@DataActor
package final class PreferencesStore {
  private let database: Database

  nonisolated init(database: Database) {
    self.database = database
  }

  /// The user's preferences, or the defaults. Throws when the database can't be read.
  package func preferences(for id: UserID) throws(DataReadError) -> UserPreferences {
    let row = try database.read { () throws(DatabaseError) in
      try database.rows(
        "SELECT appearance, notifications_enabled FROM preferences WHERE user_id = ?", .text(id.rawValue)
      ).first
    }
    guard let row else { return UserPreferences() }
    return UserPreferences(
      appearance: row[0].text.flatMap(UserPreferences.Appearance.init(rawValue:)) ?? .system,
      notificationsEnabled: row[1].integer != 0)
  }

  /// Saves the signed-in user's preferences; on failure nothing changes. Throws
  /// ``SessionEndedError`` when the session's account is gone (deleted or replaced elsewhere),
  /// ``DataWriteError`` when the write fails.
  package func save(_ newValue: UserPreferences, for session: Session) throws {
    try database.write(as: session) { () throws(DatabaseError) in
      try database.run(
        "INSERT OR REPLACE INTO preferences (user_id, appearance, notifications_enabled) VALUES (?, ?, ?)",
        .text(session.userID.rawValue), .text(newValue.appearance.rawValue),
        .integer(newValue.notificationsEnabled ? 1 : 0))
    }
  }
}
