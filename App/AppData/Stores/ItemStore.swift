import Foundation
import SharedModels

/// The feed: items newest first (highest id first). Ids come from the database
/// (`AUTOINCREMENT`), so two processes never hand out the same one and a deleted item's id is
/// never reused.
@MainActor
public final class ItemStore {
  private let database: Database

  init(database: Database) {
    self.database = database
  }

  /// Every item, newest first.
  public var items: [Item] {
    query("SELECT id, title, body, author FROM items ORDER BY id DESC")
  }

  /// One item by id, nil if there is none.
  public func item(_ id: ItemID) -> Item? {
    query("SELECT id, title, body, author FROM items WHERE id = ?", .integer(id.rawValue)).first
  }

  /// An author's items, newest first (a profile's posts).
  public func items(by author: UserID) -> [Item] {
    query("SELECT id, title, body, author FROM items WHERE author = ? ORDER BY id DESC", .text(author.rawValue))
  }

  /// What a detail screen suggests next, deterministically: the author's other items (newest
  /// first), then the item's neighbours in the feed (newer, then older), at most `limit`.
  public func related(to id: ItemID, limit: Int = 3) -> [Item] {
    let feed = items
    guard limit > 0, let index = feed.firstIndex(where: { $0.id == id }) else { return [] }
    var related = feed.filter { $0.author == feed[index].author && $0.id != id }
    for neighbour in [index - 1, index + 1] where feed.indices.contains(neighbour) {
      if !related.contains(feed[neighbour]) { related.append(feed[neighbour]) }
    }
    return Array(related.prefix(limit))
  }

  /// Adds a new item by the signed-in user at the top of the feed with the next id. The title
  /// is trimmed and must not be empty; on failure nothing changes. Throws
  /// ``SessionEndedError`` when the session's account is gone (deleted or replaced elsewhere),
  /// else an ``ItemError``.
  public func add(title: String, body: String, as session: Session) throws -> Item {
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
        return ItemID(database.lastInsertedRowID)
      }
    } catch let error as DataWriteError {
      throw ItemError.notSaved(error)
    }
    guard let id else { throw ItemError.noFreeID }
    return Item(id: id, title: trimmedTitle, body: trimmedBody, author: author)
  }

  /// The items a query returns; none if the database can't be read.
  private func query(_ sql: String, _ bindings: SQLValue...) -> [Item] {
    let rows = (try? database.rows(sql, bindings: bindings)) ?? []
    return rows.compactMap { row in
      guard let id = row[0].integer, let title = row[1].text, let body = row[2].text, let author = row[3].text else {
        return nil
      }
      return Item(id: ItemID(id), title: title, body: body, author: UserID(author))
    }
  }
}
