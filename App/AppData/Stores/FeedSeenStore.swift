import SharedModels

/// How far each user has looked at the feed: the newest item their feed has shown them, and how
/// many items others published after it (what Home's tab badge shows).
///
/// The mark is an item id, not a time: ids only grow and are never reused (see ``ItemStore``),
/// so "after the newest item you saw" means the same in every process, whatever their clocks. It
/// only moves forward, so a console showing an older page never takes back what another one
/// showed; each mark is one write transaction, and each count one read, so several processes
/// sharing the file always see a whole mark. Deleting the account removes its mark.
@DataActor
package final class FeedSeenStore {
  private let database: Database

  nonisolated init(database: Database) {
    self.database = database
  }

  /// How many items others (not `user`) published after the newest item `user`'s feed has shown
  /// them; every item of others' when their feed has never shown one. Counts the items after
  /// the mark alone (a range of the items' primary key), so it costs what was published since,
  /// not the length of the feed. Throws when the database can't be read.
  package func unseenCount(for user: UserID) throws(DataReadError) -> Int {
    try database.read { () throws(DatabaseError) -> Int in
      try database.rows(
        """
        SELECT count(*) FROM items
        WHERE id > coalesce((SELECT item_id FROM feed_seen WHERE user_id = ?1), 0) AND author != ?1
        """, .text(user.rawValue)
      ).first?.first?.integer ?? 0
    }
  }

  /// The newest item the feed has shown `user`, nil when it never showed them one.
  package func seenUpTo(for user: UserID) throws(DataReadError) -> ItemID? {
    try database.read { () throws(DatabaseError) -> ItemID? in
      try database.rows("SELECT item_id FROM feed_seen WHERE user_id = ?", .text(user.rawValue)).first?.first?
        .integer.map { ItemID($0) }
    }
  }

  /// Records that the signed-in user's feed has shown them `item`, the newest item of its first
  /// page. A mark older than the one stored changes nothing. Throws ``SessionEndedError`` when
  /// the session's account is gone (deleted or replaced elsewhere), ``DataWriteError`` when the
  /// write fails; either way nothing changes.
  package func markSeen(upTo item: ItemID, as session: Session) throws {
    try database.write(as: session) { () throws(DatabaseError) in
      try database.run(
        """
        INSERT INTO feed_seen (user_id, item_id) VALUES (?1, ?2)
        ON CONFLICT (user_id) DO UPDATE SET item_id = excluded.item_id WHERE item_id < excluded.item_id
        """, .text(session.userID.rawValue), .integer(item.rawValue))
    }
  }
}
