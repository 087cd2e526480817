import Foundation
import SharedModels

/// The feed: items newest first (highest id first). Ids come from the database
/// (`AUTOINCREMENT`), so two processes never hand out the same one and a deleted item's id is
/// never reused.
@DataActor
package final class ItemStore {
  private let database: Database

  nonisolated init(database: Database) {
    self.database = database
  }

  /// A page of the feed: up to `limit` items older than `before` (the newest items when nil),
  /// newest first, with the cursor of the next page. Reads at most `limit + 1` rows however
  /// long the feed is.
  package func feedPage(before: ItemID? = nil, limit: Int) throws(DataReadError) -> FeedPage {
    precondition(limit > 0, "a feed page holds at least one item")
    return try database.read { () throws(DatabaseError) -> FeedPage in
      let candidates =
        if let before {
          try fetch(SQL.olderPage, .integer(before.rawValue), .integer(limit + 1))
        } else {
          try fetch(SQL.newestPage, .integer(limit + 1))
        }
      return FeedPage(limit: limit, of: candidates)
    }
  }

  /// One item by id, nil if there is none.
  package func item(_ id: ItemID) throws(DataReadError) -> Item? {
    try database.read { () throws(DatabaseError) -> Item? in try fetch(SQL.byID, .integer(id.rawValue)).first }
  }

  /// An author's items, newest first (a profile's posts).
  package func items(by author: UserID) throws(DataReadError) -> [Item] {
    try database.read { () throws(DatabaseError) -> [Item] in
      try fetch(SQL.byAuthor, .text(author.rawValue))
    }
  }

  /// What a detail screen suggests next, deterministically: the author's other items (newest
  /// first), then the item's neighbours in the feed (newer, then older), at most `limit`; none for
  /// an unknown id. Two indexed queries of at most `limit` rows each, however long the feed is.
  package func related(to id: ItemID, limit: Int = 3) throws(DataReadError) -> [Item] {
    guard limit > 0 else { return [] }
    return try database.read { () throws(DatabaseError) -> [Item] in
      var related = try fetch(SQL.othersByAuthor, .integer(id.rawValue), .integer(limit))
      for neighbour in try fetch(SQL.neighbours, .integer(id.rawValue)) where !related.contains(neighbour) {
        related.append(neighbour)
      }
      return Array(related.prefix(limit))
    }
  }

  /// Adds a new item by the signed-in user at the top of the feed with the next id. The title
  /// is trimmed and must not be empty; on failure nothing changes. Throws
  /// ``SessionEndedError`` when the session's account is gone (deleted or replaced elsewhere),
  /// else an ``ItemError``.
  package func add(title: String, body: String, as session: Session) throws -> Item {
    try add(title: title, body: body, as: session) {}
  }

  /// ``add(title:body:as:)``, running `alongside` in the same transaction (forgetting the
  /// draft the item was written in), so both happen or neither does.
  func add(
    title: String, body: String, as session: Session, alongside: () throws(DatabaseError) -> Void
  ) throws -> Item {
    let trimmedTitle = title.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmedTitle.isEmpty else { throw ItemError.emptyTitle }
    let trimmedBody = body.trimmingCharacters(in: .whitespacesAndNewlines)
    let author = session.userID
    let id: ItemID?
    do {
      id = try database.write(as: session) { () throws(DatabaseError) -> ItemID? in
        let lastID = try database.rows("SELECT seq FROM sqlite_sequence WHERE name = 'items'").first?.first?.integer
        guard lastID != Int.max else { return nil }
        try database.run(
          "INSERT INTO items (title, body, author) VALUES (?, ?, ?)", .text(trimmedTitle), .text(trimmedBody),
          .text(author.rawValue))
        let id = ItemID(database.lastInsertedRowID)
        try alongside()
        return id
      }
    } catch let error as DataWriteError {
      throw ItemError.notSaved(error)
    }
    guard let id else { throw ItemError.noFreeID }
    return Item(id: id, title: trimmedTitle, body: trimmedBody, author: author)
  }

  /// The items `sql` (one of ``SQL``) returns, for use inside a read.
  private func fetch(_ sql: String, _ bindings: SQLValue...) throws(DatabaseError) -> [Item] {
    try database.rows(sql, bindings: bindings).compactMap { row in
      guard let id = row[0].integer, let title = row[1].text, let body = row[2].text, let author = row[3].text else {
        return nil
      }
      return Item(id: ItemID(id), title: title, body: body, author: UserID(author))
    }
  }

  /// The reads' statements, each selecting the columns ``fetch(_:_:)`` decodes. Built once, so
  /// the connection finds each one prepared by its text.
  private enum SQL {
    static let select = "SELECT id, title, body, author FROM items"
    static let newestPage = "\(select) ORDER BY id DESC LIMIT ?"
    static let olderPage = "\(select) WHERE id < ? ORDER BY id DESC LIMIT ?"
    static let byID = "\(select) WHERE id = ?"
    static let byAuthor = "\(select) WHERE author = ? ORDER BY id DESC"
    /// The other items by item ?1's author, newest first, at most ?2: through the
    /// `items_by_author` index, whose entries are in id order for each author.
    static let othersByAuthor = """
      \(select) WHERE author = (SELECT author FROM items WHERE id = ?1) AND id != ?1 ORDER BY id DESC LIMIT ?2
      """
    /// The items next to item ?1, the newer first; none if there is no item ?1.
    static let neighbours = """
      \(select) WHERE id IN ((SELECT min(id) FROM items WHERE id > ?1), (SELECT max(id) FROM items WHERE id < ?1))
        AND EXISTS (SELECT 1 FROM items WHERE id = ?1)
      ORDER BY id DESC
      """
  }
}
