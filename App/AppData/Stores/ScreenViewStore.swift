/// The screen views the app's analytics recorded, oldest first: the queue an analytics vendor's
/// SDK keeps on disk until it uploads. It holds the newest ``capacity`` views; older ones are
/// dropped as new ones come, so the file never grows without bound.
///
/// Screens are names (`Home.detail`), never the user's data, so nothing here is secret.
@DataActor
package final class ScreenViewStore {
  /// One recorded view, as stored.
  package struct Row: Equatable, Sendable {
    /// The screen seen before; nil for the first one.
    package let from: String?
    /// The screen seen.
    package let to: String
    /// How it was shown (`push`, `sheet`, …).
    package let presentation: String

    /// A view of `to` from `from`, shown by `presentation`.
    package init(from: String?, to: String, presentation: String) {
      self.from = from
      self.to = to
      self.presentation = presentation
    }
  }

  /// How many views are kept.
  package nonisolated static let capacity = 1_000
  private let database: Database

  nonisolated init(database: Database) {
    self.database = database
  }

  /// Appends a view, dropping the oldest beyond ``capacity`` in the same transaction. Throws
  /// ``DataWriteError`` when the write fails; then nothing changes.
  package func record(_ view: Row) throws(DataWriteError) {
    try database.write { () throws(DatabaseError) in
      try database.run(
        "INSERT INTO screen_views (from_screen, to_screen, presentation) VALUES (?, ?, ?)",
        .optionalText(view.from), .text(view.to), .text(view.presentation))
      try database.run(
        "DELETE FROM screen_views WHERE id <= (SELECT max(id) FROM screen_views) - ?",
        .integer(Self.capacity))
    }
  }

  /// The newest `limit` views, oldest first.
  package func recent(limit: Int) throws(DataReadError) -> [Row] {
    try database.read { () throws(DatabaseError) -> [Row] in
      try database.rows(
        "SELECT from_screen, to_screen, presentation FROM "
          + "(SELECT * FROM screen_views ORDER BY id DESC LIMIT ?) ORDER BY id",
        .integer(limit)
      ).map { row in Row(from: row[0].text, to: row[1].text ?? "", presentation: row[2].text ?? "") }
    }
  }
}
