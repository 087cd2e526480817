/// How many writes a database has committed, counted inside each write's own transaction (the
/// `commits` table's one row), with the random id that database was given when it was made:
/// compared with the ``CommitRecord`` at each start to find writes a damaged `-wal` lost.
struct CommitCount: Hashable, Sendable {
  /// The 16 random bytes a database gets when it is made.
  struct DatabaseID: Hashable, Sendable {
    let bytes: [UInt8]

    /// The id as 32 lowercase hex digits.
    var hex: String { bytes.hexDigits }

    init(bytes: [UInt8]) {
      self.bytes = bytes
    }

    /// The id written as 32 hex digits; nil for anything else.
    init?(hex: some StringProtocol) {
      let digits = Array(hex.utf8)
      guard digits.count == 32 else { return nil }
      var bytes: [UInt8] = []
      for index in stride(from: 0, to: 32, by: 2) {
        guard let byte = UInt8(String(decoding: digits[index..<index + 2], as: UTF8.self), radix: 16) else {
          return nil
        }
        bytes.append(byte)
      }
      self.bytes = bytes
    }
  }

  let database: DatabaseID
  let count: Int

  /// Counts one more write; call it inside the write's transaction, last.
  static func increment(in database: Database) throws(DatabaseError) -> CommitCount? {
    try read(database.rows("UPDATE commits SET count = count + 1 RETURNING database_id, count"))
  }

  /// The database's count now.
  static func current(in database: Database) throws(DatabaseError) -> CommitCount? {
    try read(database.rows("SELECT database_id, count FROM commits"))
  }

  private static func read(_ rows: [[SQLValue]]) -> CommitCount? {
    guard let row = rows.first, let id = row[0].blob, let count = row[1].integer else { return nil }
    return CommitCount(database: DatabaseID(bytes: id), count: count)
  }
}
