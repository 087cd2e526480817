import SharedModels

/// Every user's profile. Registering an account creates its profile (``AccountStore`` does it
/// in the same transaction); deleting the account removes it.
@DataActor
package final class ProfileStore {
  private let database: Database

  nonisolated init(database: Database) {
    self.database = database
  }

  /// A user's profile, nil for unknown users. Throws when the database can't be read.
  package func profile(_ id: UserID) throws(DataReadError) -> UserProfile? {
    let row = try database.read { () throws(DatabaseError) in
      try database.rows("SELECT display_name, bio FROM profiles WHERE user_id = ?", .text(id.rawValue)).first
    }
    guard let row, let displayName = row[0].text, let bio = row[1].text else { return nil }
    return UserProfile(userID: id, displayName: displayName, bio: bio)
  }

  /// Saves (adds or replaces) the signed-in user's own profile; on failure nothing changes.
  /// Throws ``SessionEndedError`` when the session's account is gone (deleted or replaced
  /// elsewhere), ``DataWriteError`` when the write fails or the profile is another user's.
  package func save(_ profile: UserProfile, as session: Session) throws {
    guard profile.userID == session.userID else {
      throw database.writeError(reason: "only \(profile.userID) can change their profile")
    }
    try database.write(as: session) { () throws(DatabaseError) in
      try database.run(
        """
        INSERT INTO profiles (user_id, display_name, bio) VALUES (?, ?, ?)
        ON CONFLICT (user_id) DO UPDATE SET display_name = excluded.display_name, bio = excluded.bio
        """, .text(profile.userID.rawValue), .text(profile.displayName), .text(profile.bio))
    }
  }
}
