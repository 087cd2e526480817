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
/// Only ever raised to a count that was committed (under `flock(2)`, so processes writing at
/// once keep the highest), so it is never above a healthy database's count: a lower count in
/// the database always means lost writes. It names the database it counts (a random id the
/// database keeps), so a database moved aside and replaced, or restored from a backup made
/// elsewhere, is not compared with another's count.
final class CommitRecord {
  /// The record file's name beside the database's.
  static let suffix = "-commits"

  private let descriptor: Int32

  /// The record beside the database at `url`, created empty (mode 0600) if missing; nil if it
  /// can't be opened (then losses go unreported, nothing else changes).
  init?(besideDatabaseAt url: URL) {
    let path = url.path(percentEncoded: false) + Self.suffix
    descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return nil }
  }

  deinit {
    close(descriptor)
  }

  /// The count written down; nil if none (or unreadable). Read it before opening the
  /// database, so a count another process commits meanwhile can't look lost.
  var recorded: CommitCount? {
    locked { read() }
  }

  /// Raises the record to `count`, a count that has just been committed.
  func noteCommitted(_ count: CommitCount) {
    locked {
      if let recorded = read(), recorded.database == count.database, recorded.count >= count.count { return }
      write(count)
    }
  }

  /// Sets the record to `count`, which the database holds now: once lost writes were reported,
  /// so they are not reported again. `current` reads the count under the record's lock, so no
  /// other process's higher count is overwritten.
  func reset(to current: () -> CommitCount?) {
    locked {
      if let count = current() { write(count) }
    }
  }

  /// The fixed-width line: 32 hex digits of the database id, a space, 20 digits, a newline.
  private static let lineLength = 54

  private func read() -> CommitCount? {
    var bytes = [UInt8](repeating: 0, count: Self.lineLength)
    let count = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, Self.lineLength, 0) }
    guard count == Self.lineLength else { return nil }
    let fields = String(decoding: bytes, as: UTF8.self).dropLast().split(separator: " ")
    guard fields.count == 2, let number = Int(fields[1]), let id = CommitCount.DatabaseID(hex: fields[0]) else {
      return nil
    }
    return CommitCount(database: id, count: number)
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
