/// A failure SQLite reported: its extended result code and its message (e.g. "database or disk
/// is full"). Stores turn it into a ``DataWriteError`` or a ``DataIssue`` for the user.
struct DatabaseError: Error, Hashable, Sendable, CustomStringConvertible {
  /// SQLite's extended result code (`SQLITE_FULL`, `SQLITE_CONSTRAINT_FOREIGNKEY`, …).
  let code: Int32
  /// SQLite's message for it.
  let message: String

  /// The primary result code: the low byte of the extended one.
  var primaryCode: Int32 { code & 0xFF }

  /// The file is not a database or is damaged (`SQLITE_NOTADB`, `SQLITE_CORRUPT`).
  var isDamagedFile: Bool { primaryCode == 26 || primaryCode == 11 }

  var description: String { message }
}
