import Foundation
import SharedModels
import Testing

@testable import AppData

@MainActor
@Suite("Atomic writes")
struct AtomicWriteTests {
  @Test("a temporary file left by a crash before the rename is ignored, the old file intact, then cleaned up")
  func crashBeforeRename() throws {
    let folder = try TemporaryFolder()
    let itemsFile = folder.file("items.json")
    do {
      let stores = openStores(in: folder)
      _ = try stores.items.add(title: "Saved", body: "", author: UserID("demo"))
    }
    let before = try Data(contentsOf: itemsFile)

    // The first half of a save, then the "crash": new contents in a temporary file, no rename.
    let temporary = try AtomicFile.writeTemporary(Data("{\"version\":1,\"contents\":[]}".utf8), for: itemsFile)
    #expect(FileManager.default.fileExists(atPath: temporary.path(percentEncoded: false)))
    #expect(try Data(contentsOf: itemsFile) == before)

    let reopened = openStores(in: folder)
    #expect(reopened.issues.isEmpty)
    #expect(reopened.items.items.map(\.id.rawValue) == [4, 3, 2, 1])
    #expect(entries(of: folder.data) == ["accounts.json", "items.json", "profiles.json"])
  }

  @Test("a save replaces the file by rename: the old file is never written in place")
  func replacesByRename() throws {
    let folder = try TemporaryFolder()
    let stores = openStores(in: folder)
    let itemsFile = folder.file("items.json")
    let before = try Data(contentsOf: itemsFile)
    // A second name for the old file's inode: if the save wrote in place, this would change.
    let oldInode = folder.url.appending(path: "old-items.json")
    try FileManager.default.linkItem(at: itemsFile, to: oldInode)

    _ = try stores.items.add(title: "New", body: "", author: UserID("demo"))

    #expect(try Data(contentsOf: oldInode) == before)
    let after = try Data(contentsOf: itemsFile)
    #expect(after != before)
    let decoded = try JSONDecoder().decode(FileEnvelope<[Item]>.self, from: after)
    #expect(decoded.version == 1)
    #expect(decoded.contents.first?.title == "New")
    #expect(!entries(of: folder.data).contains { $0.contains(AtomicFile.temporaryMarker) })
  }

  @Test("a failed rename leaves the target as it was and no temporary file behind")
  func failedCommitCleansUp() throws {
    let folder = try TemporaryFolder()
    // A non-empty folder where the file should be: rename(2) cannot replace it.
    let target = folder.url.appending(path: "blocked.json")
    try FileManager.default.createDirectory(at: target.appending(path: "inside"), withIntermediateDirectories: true)

    #expect(throws: DataWriteError.self) {
      try AtomicFile.write(Data("new".utf8), to: target)
    }
    #expect(entries(of: folder.url) == ["blocked.json"])
    #expect(entries(of: target) == ["inside"])
  }

  @Test("store files are readable only by their owner")
  func ownerOnlyPermissions() throws {
    let folder = try TemporaryFolder()
    _ = openStores(in: folder)
    let attributes = try FileManager.default.attributesOfItem(
      atPath: folder.file("accounts.json").path(percentEncoded: false))
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
  }
}
