import Foundation
import ScaffoldingTesting
import Testing

@testable import AppData

/// Several processes on one data folder at once, and processes killed mid-write: each test runs
/// copies of the `data-stress` executable (Tests/DataStress), which print one line per
/// committed operation, and compares what they reported with what the database holds.
///
/// Serialized, so the processes of one test don't compete with another's; synchronous and off
/// the main actor, since they wait for child processes.
@Suite("Several processes on one data folder", .serialized)
struct MultiProcessTests {
  @Test("4 × 300 publishes, 4 × 20 new accounts and a deletion at once: nothing lost, no id twice, nothing undone")
  func concurrentWrites() throws {
    let folder = try TemporaryFolder()
    let path = folder.data.path(percentEncoded: false)
    // The account one process deletes while another keeps posting as it.
    let setup = try DataStress.run([[path, "register", "1", "victim"]])
    #expect(setup[0].lines == ["registered victim_1"])

    let publishers = (0..<4).map { _ in [path, "publish", "300"] }
    let registrars = (0..<4).map { [path, "register", "20", "user\($0)"] }
    let victimPoster = [path, "publish", "100", "victim_1", "password-1"]
    let deleter = [path, "delete", "victim_1", "password-1"]
    let outputs = try DataStress.run(publishers + registrars + [victimPoster, deleter])

    for output in outputs {
      #expect(output.exitedNormally, "\(output)")
    }
    let published = outputs[0..<4].flatMap { $0.values(after: "published ") }.compactMap { Int($0) }
    #expect(published.count == 1_200)
    #expect(Set(published).count == 1_200, "an id was handed out twice")
    let registered = outputs[4..<8].flatMap { $0.values(after: "registered ") }
    #expect(registered.count == 80)
    #expect(outputs[9].values(after: "deleted ") == ["victim_1"])

    let database = try Database.open(at: DatabaseFile.url(in: folder.data))
    let demoItems = try database.rows("SELECT id FROM items WHERE author = 'demo' AND id != 1").compactMap {
      $0[0].integer
    }
    #expect(Set(demoItems) == Set(published))
    let accounts = Set(try database.rows("SELECT user_id FROM accounts").compactMap { $0[0].text })
    #expect(Set(registered).isSubset(of: accounts))
    #expect(accounts.count == 80 + 2)  // and demo and ada; victim_1 is gone
    for table in ["accounts WHERE user_id", "items WHERE author", "profiles WHERE user_id"] {
      #expect(try database.rows("SELECT count(*) FROM \(table) = 'victim_1'").first?.first == .integer(0), "\(table)")
    }
    #expect(try database.rows("PRAGMA integrity_check").first?.first == .text("ok"))
  }

  @Test("windows of one account composing at once each publish exactly what they wrote, once", arguments: [2, 4, 8])
  func windowsComposeAtOnce(windows: Int) throws {
    let folder = try TemporaryFolder()
    let path = folder.data.path(percentEncoded: false)
    let outputs = try DataStress.run((0..<windows).map { _ in [path, "compose", "25"] })

    #expect(outputs.allSatisfy { $0.exitedNormally }, "\(outputs)")
    #expect(outputs.allSatisfy { $0.values(after: "took ").isEmpty }, "a window took up a running window's draft")
    let reported = outputs.flatMap { $0.values(after: "published ") }
    #expect(reported.count == windows * 25)
    let database = try Database.open(at: DatabaseFile.url(in: folder.data))
    let stored = try database.rows("SELECT title, body FROM items WHERE author = 'demo' AND id != 1").map {
      ($0[0].text ?? "", $0[1].text ?? "")
    }
    #expect(stored.count == windows * 25, "an item was published twice, or lost")
    #expect(Set(stored.map(\.0)).count == windows * 25, "a title was published twice")
    for (title, body) in stored {
      // "Window P item N" was written with "Written by window P as its item N".
      #expect(body == "Written by w" + title.dropFirst().replacingOccurrences(of: " item ", with: " as its item "))
    }
    #expect(try database.rows("SELECT count(*) FROM drafts").first?.first == .integer(0))
  }

  @Test("a draft a killed window left is taken up by the next window that opens Compose")
  func killedWindowsDraft() throws {
    let folder = try TemporaryFolder()
    let path = folder.data.path(percentEncoded: false)
    // `checked` (its sign-in's password reached the hash check), then `drafted`.
    let left = try DataStress.runAndKill([path, "draft", "Left"], afterLines: 2)
    #expect(left.lines.last == "drafted")
    #expect(try DataStress.run([[path, "reopen"]])[0].lines.last == "took Left")
  }

  @Test("6 processes starting at once on an empty folder: one database is put in place, seeded once, nothing reported")
  func concurrentFirstLaunches() throws {
    let folder = try TemporaryFolder()
    let path = folder.data.path(percentEncoded: false)

    let outputs = try DataStress.run((0..<6).map { _ in [path, "publish", "5"] })

    #expect(outputs.allSatisfy { $0.exitedNormally }, "\(outputs)")
    let lines = outputs.flatMap(\.lines).filter { $0 != "checked" }
    #expect(lines.count == 30)
    #expect(lines.allSatisfy { $0.hasPrefix("published ") }, "\(lines)")
    #expect(!entries(of: folder.data).contains { $0.contains(".new-") || $0.contains(".corrupt-") })
    let database = try Database.open(at: DatabaseFile.url(in: folder.data))
    #expect(try database.rows("SELECT count(*) FROM accounts").first?.first == .integer(2))
    #expect(try database.rows("SELECT count(*) FROM items").first?.first == .integer(3 + 30))
  }

  @Test("a console signed in while another deletes its account and re-registers the name never touches the new owner")
  func sessionRacingReplacement() throws {
    let folder = try TemporaryFolder()
    let path = folder.data.path(percentEncoded: false)
    let trials = 20
    _ = try DataStress.run((0..<trials).map { [path, "register", "1", "racer\($0)"] })
    for trial in 0..<trials {
      let name = "racer\(trial)_1"
      let outputs = try DataStress.run([
        [path, "publish", "40", name, "password-1"], [path, "replace", name, "password-1", "new password"],
      ])
      #expect(outputs.allSatisfy { $0.exitedNormally }, "\(outputs)")
      #expect(outputs[1].values(after: "registered ") == [name], "\(outputs[1])")
      // Signed in before the deletion or refused after it: every publish either landed on the
      // old account (and went with it) or ended the session (about 170 of the 800 publishes do,
      // measured).
      let results = outputs[0].lines.filter { $0 != "checked" }
      #expect(
        results.allSatisfy { $0.hasPrefix("published ") || $0 == "session ended" }
          || (results.count == 1 && results[0].hasPrefix("failed: Wrong username or password.")), "\(results)")
    }
    let database = try Database.open(at: DatabaseFile.url(in: folder.data))
    #expect(try database.rows("SELECT count(*) FROM items WHERE author LIKE 'racer%'").first?.first == .integer(0))
    #expect(try database.rows("SELECT count(*) FROM accounts WHERE user_id LIKE 'racer%'").first?.first == .integer(20))
    // Only the seeded profiles have a bio: no racer's profile was written to.
    #expect(try database.rows("SELECT count(*) FROM profiles WHERE bio != ''").first?.first == .integer(2))
  }

  @Test("10 processes guessing at once: exactly 5 wrong passwords are checked, then the lock holds")
  func concurrentGuesses() throws {
    let folder = try TemporaryFolder()
    let path = folder.data.path(percentEncoded: false)
    _ = try DataStress.run([[path, "publish", "1"]])  // a seeded folder

    let outputs = try DataStress.run((0..<10).map { _ in [path, "guess", "3", "demo"] })

    let lines = outputs.flatMap(\.lines)
    #expect(outputs.allSatisfy { $0.exitedNormally }, "\(outputs)")
    #expect(lines.filter { $0 == "checked" }.count == 5, "\(lines)")
    #expect(lines.filter { $0 == "wrong" }.count == 4)
    #expect(lines.filter { $0 == "locked" }.count == 26)
    let after = try DataStress.run([[path, "guess", "1", "demo"]])
    #expect(after[0].lines == ["locked"])
  }

  @Test("8 processes signing in with the right password at once: none is refused as locked")
  func concurrentCorrectSignIns() throws {
    let folder = try TemporaryFolder()
    let path = folder.data.path(percentEncoded: false)
    _ = try DataStress.run([[path, "publish", "1"]])

    let outputs = try DataStress.run((0..<8).map { _ in [path, "sign-in", "10", "demo", "scaffolding"] })

    let results = outputs.flatMap(\.lines).filter { $0 != "checked" }
    #expect(outputs.allSatisfy { $0.exitedNormally }, "\(outputs)")
    #expect(results.count == 80)
    #expect(results.allSatisfy { $0 == "signed in" }, "\(results.filter { $0 != "signed in" })")
    let database = try Database.open(at: DatabaseFile.url(in: folder.data))
    #expect(try database.rows("SELECT count(*) FROM sign_in_attempts").first?.first == .integer(0))
  }

  @Test(
    "on a full disk, processes refuse to sign in rather than check a guess they can't record",
    .disabled(if: ThreadSanitizer.isActive, "ThreadSanitizer's runtime itself dies with SIGBUS under ulimit -f 0"))
  func fullDiskGuesses() throws {
    let folder = try TemporaryFolder()
    let path = folder.data.path(percentEncoded: false)
    _ = try DataStress.run([[path, "publish", "1"]])

    // No file may grow: the database's log can't take the attempt.
    let outputs = try DataStress.run((0..<10).map { _ in [path, "guess", "2", "demo"] }, maximumFileSize: 0)

    let lines = outputs.flatMap(\.lines).filter { !$0.hasPrefix("issue: ") }
    #expect(outputs.allSatisfy { $0.exitedNormally }, "\(outputs)")
    #expect(lines.count == 20)
    #expect(lines.allSatisfy { $0.hasPrefix("refused: ") }, "\(lines)")
    // Nothing was checked, so nothing was counted: the next guess still has all its attempts.
    let after = try DataStress.run([[path, "guess", "1", "demo"]])
    #expect(after[0].lines == ["checked", "wrong"])
    let database = try Database.open(at: DatabaseFile.url(in: folder.data))
    #expect(try database.rows("SELECT failed_attempts FROM sign_in_attempts").first?.first == .integer(1))
  }

  /// What is done to a data folder after a `kill -9`.
  enum KillDamage: String, CaseIterable, CustomTestStringConvertible {
    case anotherFoldersDatabase, logDeleted, logAndSharedMemoryDeleted
    case recordMissing, recordGarbage, recordOfAnotherFolder, recordLower, recordHigher
    var testDescription: String { rawValue }
  }

  @Test(
    "kill -9, damage, then 3 processes at once: every loss is reported by each, the file intact, no lock file piles up",
    arguments: KillDamage.allCases)
  func damageAfterKill(damage: KillDamage) throws {
    let folder = try TemporaryFolder()
    let other = try TemporaryFolder()
    let path = folder.data.path(percentEncoded: false)
    _ = try DataStress.run([[path, "publish", "3"], [other.data.path(percentEncoded: false), "publish", "1"]])
    var reported: [Int] = []
    for _ in 0..<4 {
      reported += try DataStress.runAndKill([path, "publish-forever"], afterLines: 30).values(after: "published ")
        .compactMap { Int($0) }
    }
    let database = folder.file(DatabaseFile.name)
    let record = folder.file(DatabaseFile.name + CommitRecord.suffix)
    func remove(_ suffix: String) throws {
      try FileManager.default.removeItem(at: folder.file(DatabaseFile.name + suffix))
    }
    switch damage {
    case .anotherFoldersDatabase:
      try FileManager.default.removeItem(at: database)
      try FileManager.default.copyItem(at: other.file(DatabaseFile.name), to: database)
    case .logDeleted: try remove("-wal")
    case .logAndSharedMemoryDeleted, .recordMissing, .recordGarbage, .recordOfAnotherFolder, .recordLower,
      .recordHigher:
      try remove("-wal")
      try remove("-shm")
    }
    switch damage {
    case .recordMissing: try FileManager.default.removeItem(at: record)
    case .recordGarbage: try Data("garbage".utf8).write(to: record)
    case .recordOfAnotherFolder:
      try FileManager.default.removeItem(at: record)
      try FileManager.default.copyItem(at: other.file(DatabaseFile.name + CommitRecord.suffix), to: record)
    case .recordLower: try folder.setRecordedCount(1)
    case .recordHigher: try folder.setRecordedCount(folder.databaseCount().count + 100)
    default: break
    }

    let outputs = try DataStress.run((0..<3).map { _ in [path, "publish", "1"] })

    #expect(outputs.allSatisfy { $0.exitedNormally }, "\(outputs)")
    let opened = try Database.open(at: database)
    let stored = Set(try opened.rows("SELECT id FROM items").compactMap { $0[0].integer })
    let lost = Set(reported).subtracting(stored)
    if !lost.isEmpty || damage != .logDeleted && damage != .logAndSharedMemoryDeleted {
      for output in outputs {
        #expect(output.lines.contains { $0.hasPrefix("issue: ") }, "lost \(lost.count) silently: \(output)")
      }
    }
    if damage == .recordHigher {
      // Killed, never closed cleanly: a record ahead of the file is writes lost.
      for output in outputs {
        #expect(output.lines.contains { $0.contains(" lacks the last ") }, "\(output)")
      }
    }
    #expect(try opened.rows("PRAGMA integrity_check").first?.first == .text("ok"))
    #expect(try opened.rows("SELECT count(*) FROM pragma_foreign_key_check").first?.first == .integer(0))
    #expect(!entries(of: folder.data).contains { $0.contains(".corrupt-") }, "the file was kept")
    // 4 killed and 3 ended windows: each start sweeps those gone, so at most the last 3 are left.
    #expect(entries(of: folder.data.appending(path: "windows")).count <= 3)
  }

  @Test("closed cleanly, then its record raised: 3 processes at once each report it unchecked, none lost")
  func recordRaisedAfterCleanClose() throws {
    let folder = try TemporaryFolder()
    let path = folder.data.path(percentEncoded: false)
    _ = try DataStress.run([[path, "publish", "3"], [path, "publish", "3"]])
    #expect(!entries(of: folder.data).contains(DatabaseFile.name + "-wal"), "the last to close removed the log")
    try folder.setRecordedCount(folder.databaseCount().count + 100)

    let outputs = try DataStress.run((0..<3).map { _ in [path, "publish", "1"] })

    #expect(outputs.allSatisfy { $0.exitedNormally }, "\(outputs)")
    for output in outputs {
      let issues = output.values(after: "issue: ")
      #expect(issues.count == 1, "\(output)")
      let unchecked =
        "counts more changes than the database held when it was last closed cleanly, so the app could not check "
        + "whether recent changes were lost."
      #expect(issues.allSatisfy { $0.hasSuffix(unchecked) }, "\(output)")
    }
    let database = try Database.open(at: DatabaseFile.url(in: folder.data))
    #expect(try database.rows("SELECT count(*) FROM items").first?.first == .integer(3 + 6 + 3))
  }

  @Test("kill -9 at random moments: every item a process reported committed is there, the file intact")
  func killedWhileWriting() throws {
    let seed =
      ProcessInfo.processInfo.environment["DATA_STRESS_SEED"].flatMap(UInt64.init) ?? .random(in: 1...UInt64.max)
    var random = SeededRandom(seed: seed)
    let folder = try TemporaryFolder()
    let path = folder.data.path(percentEncoded: false)
    var reported: [Int] = []
    for _ in 0..<25 {
      // 0 kills it at once, perhaps in the middle of the first launch's seeding.
      let linesBeforeKill = Int.random(in: 0...40, using: &random)
      let output = try DataStress.runAndKill([path, "publish-forever"], afterLines: linesBeforeKill)
      reported += output.values(after: "published ").compactMap { Int($0) }
    }
    let database = try Database.open(at: DatabaseFile.url(in: folder.data))
    let stored = Set(try database.rows("SELECT id FROM items").compactMap { $0[0].integer })
    let lost = Set(reported).subtracting(stored)
    #expect(lost.isEmpty, "lost \(lost.sorted()); replay with DATA_STRESS_SEED=\(seed)")
    #expect(!reported.isEmpty, "DATA_STRESS_SEED=\(seed)")
    #expect(try database.rows("PRAGMA integrity_check").first?.first == .text("ok"), "DATA_STRESS_SEED=\(seed)")
    #expect(try database.rows("SELECT count(*) FROM accounts WHERE user_id = 'demo'").first?.first == .integer(1))
  }
}

/// Whether this test process runs under ThreadSanitizer (`swift test --sanitize=thread`), whose
/// runtime defines `__tsan_init`. Its children then do too, and the runtime can't start a second
/// thread in a process that may not grow any file (`ulimit -f 0`): it dies with SIGBUS before
/// the code under test runs, as a four-line program awaiting a global actor does. The test it
/// turns off runs in every other build, ASan's included.
enum ThreadSanitizer {
  static let isActive: Bool = {
    // `RTLD_DEFAULT`, which Swift doesn't import: look in every image loaded.
    #if canImport(Glibc)
      let everyImage: UnsafeMutableRawPointer? = nil
    #else
      let everyImage = UnsafeMutableRawPointer(bitPattern: -2)
    #endif
    return dlsym(everyImage, "__tsan_init") != nil
  }()
}
