import Foundation
import SharedModels

@testable import AppData

/// A fresh folder under the system temporary directory, removed when the value goes away.
final class TemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appending(path: "AppDataTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// The data folder tests open the stores in (created by `open`).
  var data: URL { url.appending(path: "data") }

  func file(_ name: String) -> URL { data.appending(path: name) }

  deinit {
    // Undo any chmod a test made so the folder can be removed.
    _ = try? FileManager.default.setAttributes(
      [.posixPermissions: 0o700], ofItemAtPath: data.path(percentEncoded: false))
    try? FileManager.default.removeItem(at: url)
  }
}

/// A clock tests move by hand, so lockouts are tested without sleeping.
@MainActor
final class TestClock {
  var now = Date(timeIntervalSinceReferenceDate: 800_000_000)

  func advance(by interval: TimeInterval) {
    now = now.addingTimeInterval(interval)
  }
}

/// yescrypt at its lowest cost: real hashing, fast enough for tests.
let fastHasher = SystemPasswordHasher(cost: SystemPasswordHasher.minimumCost)

@MainActor
func openStores(
  _ location: DataLocation, clock: TestClock = TestClock(), lockout: LockoutPolicy = .standard
) -> AppDataStores {
  AppDataStores.open(at: location, hasher: fastHasher, lockout: lockout, now: { clock.now })
}

@MainActor
func openStores(in folder: TemporaryFolder, clock: TestClock = TestClock()) -> AppDataStores {
  openStores(.directory(folder.data), clock: clock)
}

extension DataIssue.Problem {
  var isCorrupt: Bool { if case .corrupt = self { true } else { false } }
  var isUnreadable: Bool { if case .unreadable = self { true } else { false } }
  var isNotSaved: Bool { if case .notSaved = self { true } else { false } }
}

extension AccountError {
  var isNotSaved: Bool { if case .notSaved = self { true } else { false } }
}

/// The names in a folder, sorted.
func entries(of folder: URL) -> [String] {
  ((try? FileManager.default.contentsOfDirectory(atPath: folder.path(percentEncoded: false))) ?? []).sorted()
}
