import Foundation
import SharedModels

/// The items being written (Compose's drafts), kept on disk so a restart reopens one where it
/// was, as Mail keeps a half-written message.
///
/// A draft belongs to a user and to the window writing it (``OpenWindows``: a console process
/// here, a scene of an iPad app): two windows of one account composing at once each keep, and
/// publish, their own. Within a window there is one per user, whichever feature presented
/// Compose. A draft a window left when it quit, crashed or was killed is taken up by the next
/// window that opens Compose, never by two. Publishing forgets the draft in the same
/// transaction, so no draft is published twice. Deleting the account removes them.
@DataActor
package final class DraftStore {
  /// What opening Compose found.
  package struct Reopened: Equatable, Sendable {
    /// The draft this window goes on with: its own, or one a window that has gone left; nil
    /// to start afresh.
    package var draft: ItemDraft?
    /// Whether another running window of the same user is writing a draft of its own, which
    /// this window leaves alone (and so starts afresh).
    package var isOpenElsewhere: Bool
  }

  private let database: Database
  private let windows: OpenWindows
  private let items: ItemStore

  nonisolated init(database: Database, windows: OpenWindows, items: ItemStore) {
    self.database = database
    self.windows = windows
    self.items = items
  }

  /// The draft this window goes on with for the user of `session`: its own, else the newest one
  /// a window that is no longer running left, which becomes this window's in the same
  /// transaction. Throws ``SessionEndedError`` when the session's account is gone,
  /// ``DataWriteError`` when the database can't be used.
  package func reopen(for session: Session) throws -> Reopened {
    let user = SQLValue.text(session.userID.rawValue)
    return try database.write(as: session) { () throws(DatabaseError) -> Reopened in
      let rows = try database.rows(
        "SELECT window_id, title, body, step FROM drafts WHERE user_id = ? ORDER BY saved_at DESC", user)
      if let own = rows.first(where: { $0[0].text == windows.this }) {
        return Reopened(draft: Self.draft(from: own), isOpenElsewhere: false)
      }
      guard let left = rows.first(where: { !windows.isRunning($0[0].text ?? "") }) else {
        return Reopened(draft: nil, isOpenElsewhere: !rows.isEmpty)
      }
      try database.run(
        "UPDATE drafts SET window_id = ? WHERE user_id = ? AND window_id = ?", .text(windows.this), user, left[0])
      return Reopened(draft: Self.draft(from: left), isOpenElsewhere: false)
    }
  }

  /// Keeps `draft` as this window's for the signed-in user, replacing the one before; nil
  /// forgets it (the writer cancelled). Throws ``SessionEndedError`` when the session's account
  /// is gone, ``DataWriteError`` when the write fails; on failure nothing changes.
  package func save(_ draft: ItemDraft?, for session: Session) throws {
    try database.write(as: session) { () throws(DatabaseError) in
      guard let draft else { return try forget(for: session) }
      try database.run(
        "INSERT OR REPLACE INTO drafts (user_id, window_id, title, body, step, saved_at) VALUES (?, ?, ?, ?, ?, ?)",
        .text(session.userID.rawValue), .text(windows.this), .text(draft.title), .text(draft.body),
        .text(draft.step.rawValue), .real(Date().timeIntervalSince1970))
    }
  }

  /// Publishes an item as ``ItemStore/add(title:body:as:)`` does and forgets this window's
  /// draft in the same transaction: a kill between the two can't leave a draft to publish again.
  package func publish(title: String, body: String, as session: Session) throws -> Item {
    try items.add(title: title, body: body, as: session) { () throws(DatabaseError) in try forget(for: session) }
  }

  /// Deletes this window's draft of the user of `session`, inside a transaction.
  private func forget(for session: Session) throws(DatabaseError) {
    try database.run(
      "DELETE FROM drafts WHERE user_id = ? AND window_id = ?", .text(session.userID.rawValue), .text(windows.this))
  }

  /// The draft a row of `SELECT window_id, title, body, step` holds.
  private static func draft(from row: [SQLValue]) -> ItemDraft? {
    guard let title = row[1].text, let body = row[2].text, let step = row[3].text.flatMap(ItemDraft.Step.init)
    else { return nil }
    return ItemDraft(title: title, body: body, step: step)
  }
}
