import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// How many writes the database had committed, as last written down outside it
/// (`data.sqlite3-commits`, beside the database): what tells a start that writes were lost.
///
/// Every write also counts itself in the database (``CommitCount``, in the same transaction),
/// and once it has committed, its count is written here. SQLite keeps a write that has not yet
/// been copied into the database file only in the `-wal`; if a `kill -9` (or a crash) leaves
/// one there and the `-wal` is then deleted, truncated or damaged, SQLite opens the file
/// without those writes and says nothing. The database's count is then below this one.
///
/// Each write commits and is written down here under `flock(2)`, so processes writing at once
/// keep the highest count and a start reading both under the lock sees them agree: a lower
/// count in the database means lost writes, a higher one a record that missed some. It names
/// the database it counts (a random id the database keeps), so a database moved aside and
/// replaced, or restored from a backup made elsewhere, is not compared with another's count.
/// A record found wanting (see ``CommitCheck``) is held, written no more, until the user has
/// seen the warning, so a start before that warns again.
final class CommitRecord {
  /// The record file's name beside the database's.
  static let suffix = "-commits"

  /// What the record holds.
  enum Reading: Equatable {
    /// Nothing yet: made at this start (``CommitRecord/wasMissing``) or never written.
    case empty
    /// Bytes that are no record.
    case unreadable
    case count(CommitCount)
  }

  private let descriptor: Int32
  /// Whether there was no record when this one was opened: it was made empty.
  let wasMissing: Bool
  /// Set while a problem found with the record waits for the user: commits are not written
  /// down, so the next start finds it again.
  var isHeld = false

  /// The record beside the database at `url`, created empty (mode 0600) if missing; nil if it
  /// can't be opened (a folder, a symbolic link, no permission).
  init?(besideDatabaseAt url: URL) {
    let path = url.path(percentEncoded: false) + Self.suffix
    let existing = open(path, O_RDWR | O_NOFOLLOW | O_CLOEXEC)
    wasMissing = existing < 0 && errno == ENOENT
    descriptor = wasMissing ? open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600) : existing
    guard descriptor >= 0 else { return nil }
  }

  deinit {
    close(descriptor)
  }

  /// What the record holds and `current()`, read together under the record's lock, so no
  /// write commits between the two.
  func read<Count>(with current: () -> Count) -> (Reading, Count) {
    locked { (read(), current()) }
  }

  /// Commits with `commit`, then raises the record to `count`, both under the record's lock.
  func committing(_ count: CommitCount, _ commit: () throws(DatabaseError) -> Void) throws(DatabaseError) {
    let result: Result<Void, DatabaseError> = locked {
      do throws(DatabaseError) {
        try commit()
      } catch {
        return .failure(error)
      }
      guard !isHeld else { return .success(()) }
      if case .count(let recorded) = read(), recorded.database == count.database, recorded.count >= count.count {
        return .success(())
      }
      write(count)
      return .success(())
    }
    try result.get()
  }

  /// Sets the record to `count`, which the database holds now, and stops holding it: once lost
  /// writes or a record found wanting were reported, so they are not reported again. `current`
  /// reads the count under the record's lock, so no other process's higher count is overwritten.
  func reset(to current: () -> CommitCount?) {
    isHeld = false
    locked {
      if let count = current() { write(count) }
    }
  }

  /// The fixed-width line: 32 hex digits of the database id, a space, 20 digits, a newline.
  private static let lineLength = 54

  private func read() -> Reading {
    var bytes = [UInt8](repeating: 0, count: Self.lineLength)
    let count = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, Self.lineLength, 0) }
    guard count != 0 else { return .empty }
    guard count == Self.lineLength else { return .unreadable }
    let fields = String(decoding: bytes, as: UTF8.self).dropLast().split(separator: " ")
    guard fields.count == 2, let number = Int(fields[1]), let id = CommitCount.DatabaseID(hex: fields[0]) else {
      return .unreadable
    }
    return .count(CommitCount(database: id, count: number))
  }

  private func write(_ count: CommitCount) {
    let digits = String(count.count)
    let line = "\(count.database.hex) \(String(repeating: "0", count: max(0, 20 - digits.count)))\(digits)\n"
    let bytes = Array(line.utf8)
    guard bytes.count == Self.lineLength else { return }
    _ = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, bytes.count, 0) }
  }

  private func locked<Result>(_ body: () -> Result) -> Result {
    SystemCalls.holdingLock(on: descriptor, body)
  }
}
