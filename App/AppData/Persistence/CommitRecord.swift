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
/// A record found wanting, or writes found lost (see ``CommitCheck``), is held: the problem is
/// written in place of the count (`held lost 3`, `held unchecked was missing`), so every
/// process and every start reports it again, until the user has seen it and it is reset.
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
    /// A problem a start found, kept until the user has seen it.
    case held(DataIssue.Problem)
  }

  private let descriptor: Int32
  /// Whether there was no record when this one was opened: it was made empty.
  let wasMissing: Bool

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
      switch read() {
      case .held: break
      case .count(let recorded) where recorded.database == count.database && recorded.count >= count.count: break
      default: write(count)
      }
      return .success(())
    }
    try result.get()
  }

  /// Writes `problem` (lost writes, or the record found wanting) in place of the count, so it
  /// is reported again until ``reset(to:)``.
  func hold(_ problem: DataIssue.Problem) {
    switch problem {
    case .writesLost(let count): locked { write(line: "held lost \(count)\n") }
    case .commitsUnchecked(let reason): locked { write(line: "held unchecked \(reason)\n") }
    default: break
    }
  }

  /// Sets the record to `count`, which the database holds now: once lost writes or a record
  /// found wanting were reported, so they are not reported again. `current` reads the count
  /// under the record's lock, so no other process's higher count is overwritten.
  func reset(to current: () -> CommitCount?) {
    locked {
      if let count = current() { write(count) }
    }
  }

  /// The fixed-width line: 32 hex digits of the database id, a space, 20 digits, a newline.
  private static let lineLength = 54

  private func read() -> Reading {
    var bytes = [UInt8](repeating: 0, count: 512)
    let count = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, 512, 0) }
    guard count != 0 else { return .empty }
    guard count > 0, bytes[count - 1] == UInt8(ascii: "\n") else { return .unreadable }
    let line = String(decoding: bytes[..<(count - 1)], as: UTF8.self)
    if line.hasPrefix("held lost "), let lost = Int(line.dropFirst("held lost ".count)) {
      return .held(.writesLost(count: lost))
    }
    if line.hasPrefix("held unchecked ") {
      return .held(.commitsUnchecked(reason: String(line.dropFirst("held unchecked ".count))))
    }
    let fields = line.split(separator: " ")
    guard count == Self.lineLength, fields.count == 2, let number = Int(fields[1]),
      let id = CommitCount.DatabaseID(hex: fields[0])
    else { return .unreadable }
    return .count(CommitCount(database: id, count: number))
  }

  private func write(_ count: CommitCount) {
    let digits = String(count.count)
    write(line: "\(count.database.hex) \(String(repeating: "0", count: max(0, 20 - digits.count)))\(digits)\n")
  }

  /// Puts `line` in place of what the record held: written first, then the file cut after it.
  private func write(line: String) {
    let bytes = Array(line.utf8)
    guard bytes.withUnsafeBytes({ pwrite(descriptor, $0.baseAddress, bytes.count, 0) }) == bytes.count else { return }
    _ = ftruncate(descriptor, off_t(bytes.count))
  }

  /// Runs `body` under the record's lock: no write commits meanwhile, and no other start
  /// reads the record. `body` must not take the lock itself (a second `flock` on the same file
  /// would release it).
  func locked<Result>(_ body: () -> Result) -> Result {
    SystemCalls.holdingLock(on: descriptor, body)
  }
}
