import SharedModels

/// Every user's profile. Registering an account creates its profile (``AccountStore`` does it
/// in the same transaction); deleting the account removes it.
@MainActor
public final class ProfileStore {
  private let database: Database

  init(database: Database) {
    self.database = database
  }

  /// A user's profile, nil for unknown users.
  public func profile(_ id: UserID) -> UserProfile? {
    let rows = try? database.rows("SELECT display_name, bio FROM profiles WHERE user_id = ?", .text(id.rawValue))
    guard let row = rows?.first, let displayName = row[0].text, let bio = row[1].text else { return nil }
    return UserProfile(userID: id, displayName: displayName, bio: bio)
  }

  /// Saves (adds or replaces) a profile. Refused when its account doesn't exist (it may have
  /// been deleted by another process); on failure nothing changes.
  public func save(_ profile: UserProfile) throws(DataWriteError) {
    let saved = try database.write { () throws(DatabaseError) -> Bool in
      guard try !database.rows("SELECT 1 FROM accounts WHERE user_id = ?", .text(profile.userID.rawValue)).isEmpty
      else { return false }
      try database.run(
        """
        INSERT INTO profiles (user_id, display_name, bio) VALUES (?, ?, ?)
        ON CONFLICT (user_id) DO UPDATE SET display_name = excluded.display_name, bio = excluded.bio
        """, .text(profile.userID.rawValue), .text(profile.displayName), .text(profile.bio))
      return true
    }
    guard saved else { throw database.writeError(reason: "there is no account \"\(profile.userID)\"") }
  }
}
