import SharedModels

/// The session saved on this device and where the user was, so a restart can skip sign-in and
/// return to the same place.
///
/// Each saved session gets a fresh random token (``SessionToken``), kept both in the session
/// row and on its account; a session is restored only when the two match. So a session row
/// edited to name another user restores nothing, and deleting the account ends its session.
/// Location changes and sign-out touch only the session this process saved or restored, never
/// one another process saved since.
@DataActor
package final class SessionStore {
  private let database: Database
  /// The token of the session this process saved or restored; nil when it has none.
  private var token: [UInt8]?

  nonisolated init(database: Database) {
    self.database = database
  }

  /// The session to restore (with its account's ``AccountKey``), nil when signed out or when
  /// the saved one doesn't check out. Reading it adopts that session as this process's, so
  /// ``saveLocation(_:for:)`` and ``clear()`` act on it. Throws when the database can't be read.
  package var current: Session? {
    get throws(DataReadError) {
      let saved = try savedRow()
      token = saved?.token
      return saved?.session
    }
  }

  /// Where the user was, as the app encoded it (the app stores one deep-link URL per tab, one a
  /// line, the selected tab's first).
  /// Opaque to this store; nil when unknown or when there is no valid session.
  package var lastLocation: String? {
    get throws(DataReadError) { try savedRow()?.lastLocation }
  }

  /// Records a sign-in with a new token, replacing any saved session. A new session starts with
  /// `lastLocation` (nil unless given). Throws ``SessionEndedError`` when the session's account
  /// is gone, ``DataWriteError`` when the write fails or the account is a reserved one, which
  /// can't sign in.
  package func save(_ session: Session, lastLocation: String? = nil) throws {
    let newToken = SessionToken.make()
    let saved = try database.write(as: session) { () throws(DatabaseError) -> Bool in
      let canSignIn = try database.rows(
        "SELECT 1 FROM accounts WHERE user_id = ? AND password_hash IS NOT NULL", .text(session.userID.rawValue))
      guard !canSignIn.isEmpty else { return false }
      try database.run("UPDATE accounts SET session_token = NULL WHERE session_token IS NOT NULL")
      try database.run(
        "UPDATE accounts SET session_token = ? WHERE user_id = ?", .blob(newToken), .text(session.userID.rawValue))
      try database.run(
        "INSERT OR REPLACE INTO session (slot, user_id, token, last_location) VALUES (1, ?, ?, ?)",
        .text(session.userID.rawValue), .blob(newToken), .optionalText(lastLocation))
      return true
    }
    guard saved else {
      throw database.writeError(reason: "there is no account \"\(session.userID)\" that can sign in")
    }
    token = newToken
  }

  /// Records where the signed-in user of `session` is now; call it as they navigate. Does
  /// nothing once this process's session was replaced or cleared by another process; throws
  /// ``SessionEndedError`` once the session's account is gone.
  package func saveLocation(_ location: String?, for session: Session) throws {
    try database.write(as: session) { () throws(DatabaseError) in
      try database.run(
        "UPDATE session SET last_location = ? WHERE token = ?", .optionalText(location), tokenValue)
    }
  }

  /// Forgets this process's session and its location (sign-out). Either it is forgotten on disk
  /// when this returns, or this throws ``DataWriteError`` and the session is kept as it was.
  package func clear() throws(DataWriteError) {
    try database.write { () throws(DatabaseError) in
      try database.run("UPDATE accounts SET session_token = NULL WHERE session_token = ?", tokenValue)
      try database.run("DELETE FROM session WHERE token = ?", tokenValue)
    }
    token = nil
  }

  private var tokenValue: SQLValue { token.map(SQLValue.blob) ?? .null }

  /// The saved session, if its token matches its account's.
  private func savedRow() throws(DataReadError) -> (session: Session, token: [UInt8], lastLocation: String?)? {
    let row = try database.read { () throws(DatabaseError) in
      try database.rows(
        """
        SELECT session.user_id, coalesce(profiles.display_name, accounts.display_name), session.token,
          session.last_location, accounts.account_key
        FROM session
        JOIN accounts ON accounts.user_id = session.user_id AND accounts.session_token = session.token
          AND accounts.password_hash IS NOT NULL
        LEFT JOIN profiles ON profiles.user_id = session.user_id
        """
      ).first
    }
    guard let row, let userID = row[0].text, let name = row[1].text, let token = row[2].blob, let key = row[4].blob
    else { return nil }
    return (Session(userID: UserID(userID), displayName: name, accountKey: AccountKey(bytes: key)), token, row[3].text)
  }
}
