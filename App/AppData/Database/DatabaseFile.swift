import Foundation

/// The database file in the data folder: what is at its path, and creating or moving it.
///
/// The path is checked with `lstat` before SQLite opens it: a named pipe, a device, a folder or
/// a symbolic link (to `/dev/zero`, say) is refused without ever being opened, since reading
/// one could block forever or never end.
enum DatabaseFile {
  /// The file name in the data folder.
  static let name = "data.sqlite3"
  /// The files SQLite keeps beside it in WAL mode; they belong to it and move with it.
  static let companionSuffixes = ["-wal", "-shm"]

  /// The database's URL in `folder`.
  static func url(in folder: URL) -> URL {
    folder.appending(path: name, directoryHint: .notDirectory)
  }

  /// Puts a finished database at `url`, unless another process put one there first: `build`
  /// fills a new file (mode 0600; SQLite gives its `-wal` and `-shm` files the same) under a
  /// temporary name, everything is checkpointed into it, and only then is it linked into place
  /// (`link(2)` never replaces), so a half-made database is never at the real path. A `-wal` or
  /// `-shm` left at the path without its database is set aside first (see
  /// ``setAsideOrphans(of:problem:)``), added to `issues`. `build` returns why it failed, if it
  /// did; so does this. `placing` runs just before the file is linked into place, under the
  /// folder's lock (to set what belongs beside it, such as its ``CommitRecord``).
  static func createFinished(
    at url: URL, issues: inout [DataIssue], build: (Database) -> String?, placing: () -> Void = {}
  ) -> String? {
    removeAbandonedTemporaries(beside: url)
    let temporary = url.path(percentEncoded: false) + ".new-\(ProcessInfo.processInfo.processIdentifier)"
    let files = ([""] + companionSuffixes).map { temporary + $0 }
    // Whatever is under this process's own name was left by a dead process that had its id.
    for path in files { _ = SystemCalls.remove(path) }
    defer { for path in files { _ = SystemCalls.remove(path) } }
    if let reason = SystemCalls.createEmptyFileIfMissing(at: temporary) { return reason }
    do {
      let database = try Database.open(at: URL(filePath: temporary))
      defer { database.close() }
      if let reason = build(database) { return reason }
      try database.checkpoint()
    } catch {
      return error.message
    }
    // Under the folder's lock, which every process putting a database here takes: no other
    // can link one in between finding the path empty and moving the orphans.
    let folder = url.deletingLastPathComponent().path(percentEncoded: false)
    return SystemCalls.holdingLock(on: folder) { () -> String? in
      guard SystemCalls.fileType(at: url.path(percentEncoded: false)) == .missing else { return nil }
      if let orphan = setAsideOrphans(of: url, problem: .withoutDatabase) { issues.append(orphan) }
      placing()
      return SystemCalls.linkUnlessTaken(url.path(percentEncoded: false), to: temporary)
    }
  }

  /// Sets aside the `-wal` and `-shm` beside the database at `url` when the log holds another
  /// database's writes (see ``ForeignLog``), under the folder's lock; the issue, nil when the
  /// log is the database's own.
  static func setAsideForeignLog(of url: URL) -> DataIssue? {
    let folder = url.deletingLastPathComponent().path(percentEncoded: false)
    return SystemCalls.holdingLock(on: folder) { () -> DataIssue? in
      removeAbandonedTemporaries(beside: url)
      guard ForeignLog.isForeign(besideDatabaseAt: url) else { return nil }
      return setAsideOrphans(of: url, problem: .logOfAnotherDatabase)
    }
  }

  /// Sets aside the `-wal` and `-shm` at `url`'s path, as `<name>.orphaned-<n>-wal` and `-shm`,
  /// while no database is there (it was deleted after a crash, say) or the log is another
  /// database's: SQLite would replay that log into whatever database is at the path, mixing
  /// another file's pages into it. The issue names the log (or the `-shm`, alone) and
  /// `problem`; nil when there was none.
  private static func setAsideOrphans(of url: URL, problem: DataIssue.Problem) -> DataIssue? {
    let path = url.path(percentEncoded: false)
    let found = companionSuffixes.filter { SystemCalls.fileType(at: path + $0) != .missing }
    guard let reported = found.first else { return nil }
    let destination = MovingAside.destination(for: url, reason: "orphaned", companionSuffixes: companionSuffixes)
    var movedTo: URL?
    for suffix in found {
      let target = destination.path(percentEncoded: false) + suffix
      let failure = SystemCalls.replace(target, with: path + suffix)
      if suffix == reported, failure == nil { movedTo = URL(filePath: target) }
    }
    return DataIssue(file: URL(filePath: path + reported), problem: problem, movedAsideTo: movedTo)
  }

  /// Removes the half-made databases (`data.sqlite3.new-<pid>`) and the copies a
  /// ``ForeignLog`` check makes (`data.sqlite3.check-<pid>`), with their `-wal` and `-shm`, of
  /// processes that died meanwhile; those of live processes are left alone.
  private static func removeAbandonedTemporaries(beside url: URL) {
    let folder = url.deletingLastPathComponent()
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path(percentEncoded: false))) ?? []
    for fileName in names {
      guard let infix = [".new-", ForeignLog.copyInfix].first(where: { fileName.hasPrefix(name + $0) }) else {
        continue
      }
      let suffix = fileName.dropFirst(name.count + infix.count)
      let digits = companionSuffixes.first { suffix.hasSuffix($0) }.map { suffix.dropLast($0.count) } ?? suffix
      guard let pid = Int32(digits), !SystemCalls.isProcessAlive(pid) else { continue }
      _ = SystemCalls.remove(folder.appending(path: fileName).path(percentEncoded: false))
    }
  }

  /// Renames a damaged database and its companion files to the first free
  /// `data.sqlite3.corrupt-<n>` (and `…-wal`, `…-shm`), so nothing is deleted. The companions
  /// go first: were the database moved first, a fresh one put at the path meanwhile could meet
  /// the old log and SQLite would replay it into the fresh file. Nil if it could not be moved.
  static func moveAside(_ url: URL) -> URL? {
    let destination = MovingAside.destination(for: url, companionSuffixes: companionSuffixes)
    for suffix in companionSuffixes {
      let companion = url.path(percentEncoded: false) + suffix
      guard SystemCalls.fileType(at: companion) != .missing else { continue }
      _ = SystemCalls.replace(destination.path(percentEncoded: false) + suffix, with: companion)
    }
    let moved = SystemCalls.replace(destination.path(percentEncoded: false), with: url.path(percentEncoded: false))
    return moved == nil ? destination : nil
  }

  /// The files `data.sqlite3.corrupt-<n>` in `folder`, by their numbers.
  static func movedAside(in folder: URL) -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path(percentEncoded: false))) ?? []
    return names.compactMap { fileName in MovingAside.number(of: fileName, movedAsideFrom: name).map { ($0, fileName) }
    }
    .sorted { $0.0 < $1.0 }.map { folder.appending(path: $0.1, directoryHint: .notDirectory) }
  }
}
