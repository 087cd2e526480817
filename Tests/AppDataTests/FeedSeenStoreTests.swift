import Foundation
import SharedModels
import Testing

@testable import AppData

/// How far each user has seen the feed, and the count of what others published since: the
/// demo content holds items 1 (by demo), 2 and 3 (by ada).
@DataActor
@Suite("Feed seen")
struct FeedSeenStoreTests {
  let stores = openStores(.inMemory)
  var seen: FeedSeenStore { stores.feedSeen }

  @Test("a feed never looked at counts every item of others, none of yours")
  func neverLooked() async throws {
    #expect(try seen.seenUpTo(for: UserID("demo")) == nil)
    #expect(try seen.unseenCount(for: UserID("demo")) == 2)
    #expect(try seen.unseenCount(for: UserID("ada")) == 1)
  }

  @Test("only items others published after the mark count; yours never do")
  func countsOthersAfterTheMark() async throws {
    let demo = try await stores.demo()
    let ada = try stores.session(of: "ada")
    try seen.markSeen(upTo: ItemID(3), as: demo)
    #expect(try seen.unseenCount(for: demo.userID) == 0)
    _ = try stores.items.add(title: "Ada's", body: "", as: ada)
    _ = try stores.items.add(title: "Mine", body: "", as: demo)
    _ = try stores.items.add(title: "Ada's again", body: "", as: ada)
    #expect(try seen.unseenCount(for: demo.userID) == 2)
    try seen.markSeen(upTo: ItemID(5), as: demo)
    #expect(try seen.unseenCount(for: demo.userID) == 1, "item 6 came after the page that was shown")
    #expect(try seen.unseenCount(for: ada.userID) == 2, "each user has a mark of their own")
  }

  @Test("the mark only moves forward: an older page shown later takes nothing back")
  func onlyForward() async throws {
    let demo = try await stores.demo()
    try seen.markSeen(upTo: ItemID(3), as: demo)
    try seen.markSeen(upTo: ItemID(2), as: demo)
    #expect(try seen.seenUpTo(for: demo.userID) == ItemID(3))
    #expect(try seen.unseenCount(for: demo.userID) == 0)
  }

  @Test(
    "a mark for a session whose account is gone is refused and changes nothing; deleting the account drops its mark")
  func accountGone() async throws {
    let demo = try await stores.demo()
    try seen.markSeen(upTo: ItemID(2), as: demo)
    try stores.accounts.deleteAccount(demo)
    #expect(try seen.seenUpTo(for: demo.userID) == nil)
    #expect(throws: SessionEndedError.self) { try seen.markSeen(upTo: ItemID(3), as: demo) }
    #expect(try stores.value("SELECT count(*) FROM feed_seen") == .integer(0))
  }

  @Test("a mark that can't be written throws and keeps the one stored")
  func unwritable() async throws {
    let demo = try await stores.demo()
    try seen.markSeen(upTo: ItemID(2), as: demo)
    try stores.simulateUnwritableDisk()
    #expect(throws: DataWriteError.self) { try seen.markSeen(upTo: ItemID(3), as: demo) }
    #expect(try seen.seenUpTo(for: demo.userID) == ItemID(2))
  }

  @Test("two processes on one file: what one publishes raises the other's count, and a mark one makes is the other's")
  func twoStoresOnOneFile() async throws {
    let folder = try TemporaryFolder()
    let mine = openStores(in: folder)
    let theirs = openStores(in: folder)
    let demo = try await mine.demo()
    try mine.feedSeen.markSeen(upTo: ItemID(3), as: demo)
    #expect(try mine.feedSeen.unseenCount(for: demo.userID) == 0)
    _ = try theirs.items.add(title: "From the other console", body: "", as: try theirs.session(of: "ada"))
    #expect(try mine.feedSeen.unseenCount(for: demo.userID) == 1)
    // The same user in the other console looks at the feed: this one counts nothing unseen.
    try theirs.feedSeen.markSeen(upTo: ItemID(4), as: try await theirs.demo())
    #expect(try mine.feedSeen.unseenCount(for: demo.userID) == 0)
    #expect(try mine.feedSeen.seenUpTo(for: demo.userID) == ItemID(4))
  }

  @Test("a version 2 file gains the table on the next start, keeping everything, and counts from scratch")
  func migratesVersionTwo() async throws {
    let folder = try TemporaryFolder()
    try folder.writeDatabase(atVersion: 2)
    let stores = openStores(in: folder)
    #expect(stores.issues.isEmpty)
    #expect(try stores.value("PRAGMA user_version") == .integer(Schema.currentVersion))
    #expect(try stores.items.feedPage(limit: 10).items.map(\.id.rawValue) == [2, 1])
    let demo = try await stores.demo()
    #expect(try stores.feedSeen.unseenCount(for: demo.userID) == 1)
    try stores.feedSeen.markSeen(upTo: ItemID(2), as: demo)
    #expect(try stores.feedSeen.unseenCount(for: demo.userID) == 0)
  }
}
