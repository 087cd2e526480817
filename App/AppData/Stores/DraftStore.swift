import SharedModels

/// Each user's item being written (Compose's draft), kept on disk so a restart reopens it
/// where it was. One draft per user, whichever feature presented Compose, as Mail keeps one
/// compose window's: two Compose sheets open at once (Home's and Profile's) write the same
/// draft, the last step shown wins, and both reopen with it. Deleting the account removes it.
///
/// Every save replaces the whole draft in one transaction, so another process (a second
/// console of the same user) reads one draft or the other, never a mix, and a kill keeps the
/// last one saved.
@DataActor
public final class DraftStore {
  private let database: Database

  nonisolated init(database: Database) {
    self.database = database
  }

  /// The draft the user of `session` left, nil when there is none. Throws when the database
  /// can't be read.
  public func draft(for session: Session) throws(DataReadError) -> ItemDraft? {
    let row = try database.read { () throws(DatabaseError) in
      try database.rows(
        "SELECT title, body, step FROM drafts WHERE user_id = ?", .text(session.userID.rawValue)
      ).first
    }
    guard let row, let title = row[0].text, let body = row[1].text,
      let step = row[2].text.flatMap(ItemDraft.Step.init(rawValue:))
    else { return nil }
    return ItemDraft(title: title, body: body, step: step)
  }

  /// Keeps `draft` as the signed-in user's, replacing the one before; nil forgets it (the item
  /// was published, or the writer cancelled). Throws ``SessionEndedError`` when the session's
  /// account is gone, ``DataWriteError`` when the write fails; on failure nothing changes.
  public func save(_ draft: ItemDraft?, for session: Session) throws {
    try database.write(as: session) { () throws(DatabaseError) in
      guard let draft else {
        try database.run("DELETE FROM drafts WHERE user_id = ?", .text(session.userID.rawValue))
        return
      }
      try database.run(
        "INSERT OR REPLACE INTO drafts (user_id, title, body, step) VALUES (?, ?, ?, ?)",
        .text(session.userID.rawValue), .text(draft.title), .text(draft.body), .text(draft.step.rawValue))
    }
  }
}
