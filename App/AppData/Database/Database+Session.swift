import SharedModels

extension Database {
  /// Runs `body` as ``write(_:)`` does, after checking, inside the same transaction, that the
  /// account `session` was made for still exists (same username, same ``AccountKey``), so no
  /// write of a stale session reaches an account that replaced it. Throws
  /// ``SessionEndedError`` when it doesn't, and ``DataWriteError`` when the write fails.
  func write<Result>(as session: Session, _ body: () throws(DatabaseError) -> Result) throws -> Result {
    let result = try write { () throws(DatabaseError) -> Result? in
      guard try accountExists(for: session) else { return nil }
      return try body()
    }
    guard let result else { throw SessionEndedError() }
    return result
  }

  /// Whether the account `session` was made for exists; call it inside a transaction.
  func accountExists(for session: Session) throws(DatabaseError) -> Bool {
    try !rows(
      "SELECT 1 FROM accounts WHERE user_id = ? AND account_key = ?", .text(session.userID.rawValue),
      .blob(session.accountKey.bytes)
    ).isEmpty
  }
}
