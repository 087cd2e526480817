import Foundation
import ScaffoldingTesting
import SharedModels
import Testing

@testable import AppData

@DataActor
@Suite("Items")
struct ItemStoreTests {
  let stores = openStores(.inMemory)
  var items: ItemStore { stores.items }

  @Test("new items get the next id, go to the top, and are trimmed")
  func add() async throws {
    let item = try items.add(title: "  Fresh  ", body: " Body \n", as: try await stores.demo())
    #expect(item == Item(id: ItemID(4), title: "Fresh", body: "Body", author: UserID("demo")))
    #expect(try items.feedPage(limit: 10).items.map(\.id.rawValue) == [4, 3, 2, 1])
    #expect(try items.item(ItemID(4)) == item)
    #expect(try items.item(ItemID(99)) == nil)
  }

  @Test("an empty title is refused and nothing changes", arguments: ["", "   ", "\n\t"])
  func emptyTitle(title: String) async throws {
    await #expect(throws: ItemError.emptyTitle) {
      try items.add(title: title, body: "body", as: try await stores.demo())
    }
    #expect(try items.feedPage(limit: 10).items.count == 3)
    #expect(ItemError.emptyTitle.description == "Give your post a title.")
  }

  @Test("items by an author, newest first")
  func byAuthor() throws {
    #expect(try items.items(by: UserID("ada")).map(\.id.rawValue) == [3, 2])
    #expect(try items.items(by: UserID("nobody")).isEmpty)
  }

  @Test("related items: the author's others first, then feed neighbours, deterministic and capped")
  func related() async throws {
    #expect(try items.related(to: ItemID(3)).map(\.id.rawValue) == [2])
    #expect(try items.related(to: ItemID(1)).map(\.id.rawValue) == [2])
    _ = try items.add(title: "Four", body: "", as: try stores.session(of: "ada"))
    _ = try items.add(title: "Five", body: "", as: try await stores.demo())
    // Feed: 5 demo, 4 ada, 3 ada, 2 ada, 1 demo.
    #expect(try items.related(to: ItemID(3)).map(\.id.rawValue) == [4, 2])
    #expect(try items.related(to: ItemID(5)).map(\.id.rawValue) == [1, 4])
    #expect(try items.related(to: ItemID(5), limit: 1).map(\.id.rawValue) == [1])
    #expect(try items.related(to: ItemID(5), limit: 0).isEmpty)
    #expect(try items.related(to: ItemID(99)).isEmpty)
  }

  @Test("the feed is read a page at a time: newest first, each page older than its cursor, the last without one")
  func paging() async throws {
    let demo = try await stores.demo()
    for number in 4...9 { _ = try items.add(title: "Post \(number)", body: "", as: demo) }
    let first = try items.feedPage(limit: 4)
    #expect(first.items.map(\.id.rawValue) == [9, 8, 7, 6])
    #expect(first.next == ItemID(6))
    let second = try items.feedPage(before: first.next, limit: 4)
    #expect(second.items.map(\.id.rawValue) == [5, 4, 3, 2])
    #expect(second.next == ItemID(2))
    let last = try items.feedPage(before: second.next, limit: 4)
    #expect(last == FeedPage(items: [try #require(try items.item(ItemID(1)))], next: nil))
    #expect(
      try items.feedPage(before: ItemID(5), limit: 4).next == nil, "a page that ends at the oldest item is the last")
    #expect(try items.feedPage(before: ItemID(1), limit: 4) == FeedPage(items: [], next: nil))
    #expect(try items.feedPage(before: ItemID(100), limit: 2).items.map(\.id.rawValue) == [9, 8])
  }

  @Test("items another process publishes between two pages neither repeat nor skip an item of the next page")
  func publishedBetweenPages() async throws {
    let folder = try TemporaryFolder()
    let reader = openStores(in: folder)
    let writer = openStores(in: folder)
    let first = try reader.items.feedPage(limit: 2)
    let demo = try await writer.demo()
    for number in 1...3 { _ = try writer.items.add(title: "Late \(number)", body: "", as: demo) }
    let second = try reader.items.feedPage(before: first.next, limit: 2)
    #expect((first.items + second.items).map(\.id.rawValue) == [3, 2, 1])
    #expect(second.next == nil)
    #expect(try reader.items.feedPage(limit: 2).items.map(\.id.rawValue) == [6, 5], "a new first page shows them")
  }

  @Test(
    "related by query gives what the whole feed gave, on the demo items and on random tables", arguments: [0, 1, 2, 3])
  func relatedMatchesTheFeedDefinition(seed: UInt64) async throws {
    let stores = openStores(.inMemory)
    if seed > 0 {
      var random = SeededRandom(seed: seed)
      // Many authors with a few items each, so related lists often run out of the author's
      // items and go on to the neighbours.
      let names = (0..<10).map { "writer\($0)" }
      var authors = try names.map { try stores.accounts.register(username: $0, displayName: $0, password: "password1") }
      authors += [try await stores.demo(), try stores.session(of: "ada")]
      for number in 0..<60 {
        _ = try stores.items.add(
          title: "Post \(number)", body: "", as: try #require(authors.randomElement(using: &random)))
      }
      // Deleting an account deletes its items, leaving gaps between the ids of the others.
      try stores.accounts.deleteAccount(authors[0])
    }
    let feed = try stores.items.feedPage(limit: 1_000).items
    for id in (0...(feed.map(\.id.rawValue).max() ?? 0) + 1).map({ ItemID($0) }) {
      for limit in [1, 3, 5] {
        #expect(
          try stores.items.related(to: id, limit: limit) == relatedInFeed(feed, to: id, limit: limit),
          "item \(id), limit \(limit), seed \(seed)")
      }
    }
  }

  @Test("a read that fails throws the file and the reason instead of reading as empty")
  func readsReportFailures() throws {
    let stores = openStores(.inMemory)
    stores.close()
    #expect(throws: DataReadError.self) { try stores.items.feedPage(limit: 20) }
    #expect(throws: DataReadError.self) { try stores.items.feedPage(before: ItemID(3), limit: 20) }
    #expect(throws: DataReadError.self) { try stores.items.item(ItemID(1)) }
    #expect(throws: DataReadError.self) { try stores.items.related(to: ItemID(1)) }
    #expect(throws: DataReadError.self) { try stores.items.items(by: UserID("ada")) }
  }

  @Test("a feed whose highest id is Int.max refuses a new item instead of overflowing")
  func noFreeID() async throws {
    let reopened = openStores(.inMemory)
    try reopened.database.run("DELETE FROM items")
    try reopened.database.run(
      "INSERT INTO items (id, title, body, author) VALUES (?, 'Last', '', 'demo')", .integer(Int.max))
    await #expect(throws: ItemError.noFreeID) {
      try reopened.items.add(title: "One more", body: "", as: try await reopened.demo())
    }
    #expect(
      try reopened.items.feedPage(limit: 10).items == [
        Item(id: ItemID(Int.max), title: "Last", body: "", author: UserID("demo"))
      ])
  }

  @Test("ids come from the database: two connections on one folder never hand out the same id")
  func idsFromTheDatabase() async throws {
    let folder = try TemporaryFolder()
    let first = openStores(in: folder)
    let second = openStores(in: folder)
    var ids: [Int] = []
    for index in 0..<6 {
      let stores = index.isMultiple(of: 2) ? first : second
      ids.append(try stores.items.add(title: "Post \(index)", body: "", as: try await stores.demo()).id.rawValue)
    }
    #expect(ids == Array(4...9))
    #expect(try first.items.feedPage(limit: 10).items.map(\.id.rawValue) == Array((1...9).reversed()))
  }

  @Test("an item's id is never reused, even after its author's items were deleted")
  func idsNotReused() async throws {
    let stores = openStores(.inMemory)
    let grace = try stores.accounts.register(username: "grace", displayName: "Grace", password: "hopper1906")
    #expect(try stores.items.add(title: "Gone soon", body: "", as: grace).id == ItemID(4))
    try stores.accounts.deleteAccount(grace)
    #expect(try stores.items.add(title: "Next", body: "", as: try await stores.demo()).id == ItemID(5))
  }
}

/// What related items were before they were found by query: worked out from the whole feed
/// (newest first), the definition ``ItemStore/related(to:limit:)`` must keep.
private func relatedInFeed(_ feed: [Item], to id: ItemID, limit: Int) -> [Item] {
  guard let index = feed.firstIndex(where: { $0.id == id }) else { return [] }
  var related = feed.filter { $0.author == feed[index].author && $0.id != id }
  for neighbour in [index - 1, index + 1] where feed.indices.contains(neighbour) {
    if !related.contains(feed[neighbour]) { related.append(feed[neighbour]) }
  }
  return Array(related.prefix(limit))
}
