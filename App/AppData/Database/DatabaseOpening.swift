import Foundation

/// How the stores' database is opened: the folder made, the file checked, a damaged file moved
/// aside, the schema migrated, and a missing database created, seeded and checkpointed under a
/// temporary name before it is put in place.
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
    let folderPath = folder.path(percentEncoded: false)
    if let reason = DataFolder.create(at: folderPath) {
      issues.append(DataIssue(file: folder, problem: .notSaved(reason: reason)))
      return refusing(DataWriteError(file: folder, reason: reason), hasher: hasher)
    }
    if let warning = DataFolder.exposure(at: folderPath) {
      issues.append(DataIssue(file: folder, problem: .notPrivate(warning: warning)))
    }
    let url = DatabaseFile.url(in: folder)
    switch openFile(at: url, hasher: hasher, issues: &issues) {
    case .success(let database):
      issues += DamagedFiles.unseen(in: folder, by: database, besides: issues.compactMap(\.movedAsideTo))
      return database
    case .failure(let refusal):
      return refusing(refusal, hasher: hasher)
    }
  }

  /// Opens the database at `url`, creating it when missing. Anything but a regular file is
  /// refused unopened; a damaged file is moved aside and replaced; a newer one is left alone
  /// and refused.
  static func openFile(
    at url: URL, hasher: some PasswordHasher, issues: inout [DataIssue]
  ) -> Result<Database, DataWriteError> {
    let path = url.path(percentEncoded: false)
    let record = CommitRecord(besideDatabaseAt: url)
    var movedAside = false
    var created = false
    // At most: move a damaged file aside, create the fresh one, open it.
    for _ in 1...3 {
      let type = SystemCalls.fileType(at: path)
      switch type {
      case .missing:
        if let reason = createSeeded(at: url, record: record, hasher: hasher, issues: &issues) {
          issues.append(DataIssue(file: url, problem: .notSaved(reason: reason)))
          return .failure(DataWriteError(file: url, reason: reason))
        }
        created = true
        continue
      case .regularFile:
        if let foreign = DatabaseFile.setAsideForeignLog(of: url) { issues.append(foreign) }
      default:
        issues.append(DataIssue(file: url, problem: .notARegularFile(kind: type.phrase)))
        return .failure(DataWriteError(file: url, reason: "it is \(type.phrase), not a regular file"))
      }
      let verdict: DatabaseCheck.Verdict?
      var opened: Database?
      if let damage = DatabaseCheck.damageBeforeOpening(at: url) {
        verdict = .damaged(damage)
      } else {
        do {
          let database = try Database.open(at: url)
          opened = database
          verdict = try DatabaseCheck.verdict(on: database)
        } catch {
          opened?.close()
          guard error.isDamagedFile else {
            issues.append(DataIssue(file: url, problem: .unreadable(reason: error.message)))
            return .failure(DataWriteError(file: url, reason: error.message))
          }
          verdict = .damaged(error.message)
        }
      }
      switch verdict {
      case nil:
        guard let database = opened else { continue }
        let counted = ((try? database.userVersion()) ?? 0) >= CommitCheck.countedSince
        if let refusal = migrate(database, issues: &issues) { return .failure(refusal) }
        database.commitRecord = record
        let isNew = created || movedAside || !counted
        if let issue = CommitCheck.issue(record: record, beside: url, database: database, isNew: isNew) {
          issues.append(issue)
        }
        return .success(database)
      case .newer(let version):
        opened?.close()
        issues.append(DataIssue(file: url, problem: .unsupportedVersion(version)))
        return .failure(DataWriteError(file: url, reason: "it was written by a newer version of the app"))
      case .damaged(let reason):
        opened?.close()
        guard !movedAside, let destination = DatabaseFile.moveAside(url) else {
          issues.append(DataIssue(file: url, problem: .corrupt(reason: reason)))
          return .failure(DataWriteError(file: url, reason: reason))
        }
        movedAside = true
        issues.append(DataIssue(file: url, problem: .corrupt(reason: reason), movedAsideTo: destination))
      }
    }
    return .failure(DataWriteError(file: url, reason: "it could not be replaced"))
  }

  /// Creates the database at `url` with the current schema and the demo content, whole, unless
  /// another process creates it first; its `record` is set to its count before it is in place,
  /// so no other process finds the record of a new database empty. Returns why it failed, if
  /// it did.
  private static func createSeeded(
    at url: URL, record: CommitRecord?, hasher: some PasswordHasher, issues: inout [DataIssue]
  ) -> String? {
    let demoHash = demoPasswordHash(hasher: hasher, issues: &issues)
    var count: CommitCount?
    return DatabaseFile.createFinished(at: url, issues: &issues) { database -> String? in
      do throws(DataWriteError) {
        try seed(database, demoPasswordHash: demoHash)
        count = try? CommitCount.current(in: database)
        return nil
      } catch {
        return error.reason
      }
    } placing: {
      record?.reset { count }
    }
  }

  /// The schema and the demo content, in one transaction.
  private static func seed(_ database: Database, demoPasswordHash: String?) throws(DataWriteError) {
    try database.write { () throws(DatabaseError) in
      try Schema.migrate(database, from: 0)
      try DemoContent.insert(into: database, demoPasswordHash: demoPasswordHash)
    }
  }

  /// Migrates an older schema in one transaction. Returns the reason to refuse writes if the
  /// migration could not be written.
  private static func migrate(_ database: Database, issues: inout [DataIssue]) -> DataWriteError? {
    do {
      try database.write { () throws(DatabaseError) in
        // Read under the lock: another process may have migrated it meanwhile.
        try Schema.migrate(database, from: try database.userVersion())
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
    do {
      try seed(database, demoPasswordHash: demoPasswordHash(hasher: hasher, issues: &issues))
    } catch {
      issues.append(DataIssue(file: error.file, problem: .notSaved(reason: error.reason)))
    }
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
