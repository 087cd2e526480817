import Foundation

/// How the stores' database is opened: the folder made, the file checked, a damaged file moved
/// aside, the schema migrated, and a new database seeded with the demo content, all in one
/// transaction.
///
/// Opening never fails. Whatever goes wrong is added to `issues`; when the data can't be
/// used at all, the app gets an in-memory database with the demo content that refuses every
/// write with the reason, so nothing pretends to be saved and no sign-in goes unrecorded.
enum DatabaseOpening {
  /// The database for `location`, ready for the stores.
  static func open(_ location: DataLocation, hasher: some PasswordHasher, issues: inout [DataIssue]) -> Database {
    guard case .directory(let folder) = location else {
      return seededInMemory(hasher: hasher, issues: &issues)
    }
    if let reason = DataFolder.create(at: folder.path(percentEncoded: false)) {
      issues.append(DataIssue(file: folder, problem: .notSaved(reason: reason)))
      return refusing(DataWriteError(file: folder, reason: reason), hasher: hasher)
    }
    let url = DatabaseFile.url(in: folder)
    let database: Database
    switch openFile(at: url, issues: &issues) {
    case .success(let opened): database = opened
    case .failure(let refusal): return refusing(refusal, hasher: hasher)
    }
    if let refusal = bringUpToDate(database, hasher: hasher, issues: &issues) {
      return refusing(refusal, hasher: hasher)
    }
    return database
  }

  /// Opens the file at `url`, creating it (mode 0600) when missing. Anything but a regular
  /// file is refused unopened; a file SQLite calls damaged is moved aside and replaced once.
  private static func openFile(at url: URL, issues: inout [DataIssue]) -> Result<Database, DataWriteError> {
    let path = url.path(percentEncoded: false)
    for attempt in 1...2 {
      let type = SystemCalls.fileType(at: path)
      switch type {
      case .missing:
        if let reason = DatabaseFile.createIfMissing(at: url) {
          issues.append(DataIssue(file: url, problem: .notSaved(reason: reason)))
          return .failure(DataWriteError(file: url, reason: reason))
        }
      case .regularFile:
        break
      default:
        issues.append(DataIssue(file: url, problem: .notARegularFile(kind: type.phrase)))
        return .failure(DataWriteError(file: url, reason: "it is \(type.phrase), not a regular file"))
      }
      do {
        return .success(try Database.open(at: url))
      } catch {
        guard error.isDamagedFile, attempt == 1 else {
          issues.append(DataIssue(file: url, problem: .unreadable(reason: error.message)))
          return .failure(DataWriteError(file: url, reason: error.message))
        }
        let movedTo = DatabaseFile.moveAside(url)
        issues.append(DataIssue(file: url, problem: .corrupt(reason: error.message), movedAsideTo: movedTo))
        if movedTo == nil { return .failure(DataWriteError(file: url, reason: error.message)) }
      }
    }
    return .failure(DataWriteError(file: url, reason: "it was damaged again after being replaced"))
  }

  /// Migrates an older schema; a new database gets the demo content in the same transaction.
  /// Returns the reason to refuse writes, if any (a newer schema than this build knows, or a
  /// write that failed).
  private static func bringUpToDate(
    _ database: Database, hasher: some PasswordHasher, issues: inout [DataIssue]
  ) -> DataWriteError? {
    let version: Int
    do {
      version = try database.userVersion()
    } catch {
      let failure = database.writeError(error)
      issues.append(DataIssue(file: failure.file, problem: .unreadable(reason: failure.reason)))
      return failure
    }
    if version > Schema.currentVersion {
      let failure = database.writeError(reason: "it was written by a newer version of the app")
      issues.append(DataIssue(file: failure.file, problem: .unsupportedVersion(version)))
      return failure
    }
    guard version < Schema.currentVersion else { return nil }
    // Hashed before the transaction, so the write lock is held only for the inserts.
    let demoHash = version == 0 ? demoPasswordHash(hasher: hasher, issues: &issues) : nil
    do {
      try database.write { () throws(DatabaseError) in
        // Checked again under the lock: another process may have done it meanwhile.
        let current = try database.userVersion()
        guard current < Schema.currentVersion else { return }
        try Schema.migrate(database, from: current)
        guard current == 0 else { return }
        try DemoContent.insert(into: database, demoPasswordHash: demoHash)
      }
      return nil
    } catch {
      issues.append(DataIssue(file: error.file, problem: .notSaved(reason: error.reason)))
      return error
    }
  }

  /// The demo content in memory: every in-memory launch.
  private static func seededInMemory(hasher: some PasswordHasher, issues: inout [DataIssue]) -> Database {
    let database = Database.inMemory()
    _ = bringUpToDate(database, hasher: hasher, issues: &issues)
    return database
  }

  /// The demo content in memory, refusing every write with `refusal`.
  private static func refusing(_ refusal: DataWriteError, hasher: some PasswordHasher) -> Database {
    var ignored: [DataIssue] = []
    let database = seededInMemory(hasher: hasher, issues: &ignored)
    database.refuseWrites(with: refusal)
    return database
  }

  /// The demo password's hash; nil (and an issue) if hashing is unavailable, which reserves the
  /// demo name instead.
  private static func demoPasswordHash(hasher: some PasswordHasher, issues: inout [DataIssue]) -> String? {
    do {
      return try hasher.hash(DemoContent.password)
    } catch {
      issues.append(
        DataIssue(
          file: URL(filePath: DatabaseFile.name),
          problem: .notSaved(reason: "the demo account's password could not be hashed: \(error)")))
      return nil
    }
  }
}
