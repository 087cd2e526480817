import Foundation
import SharedModels
import Testing

@testable import AppData

@MainActor
@Suite("Items")
struct ItemStoreTests {
  let stores = openStores(.inMemory)
  var items: ItemStore { stores.items }

  @Test("new items get the next id, go to the top, and are trimmed")
  func add() throws {
    let item = try items.add(title: "  Fresh  ", body: " Body \n", as: try stores.demo())
    #expect(item == Item(id: ItemID(4), title: "Fresh", body: "Body", author: UserID("demo")))
    #expect(items.items.map(\.id.rawValue) == [4, 3, 2, 1])
    #expect(items.item(ItemID(4)) == item)
    #expect(items.item(ItemID(99)) == nil)
  }

  @Test("an empty title is refused and nothing changes", arguments: ["", "   ", "\n\t"])
  func emptyTitle(title: String) {
    #expect(throws: ItemError.emptyTitle) { try items.add(title: title, body: "body", as: try stores.demo()) }
    #expect(items.items.count == 3)
    #expect(ItemError.emptyTitle.description == "Give your post a title.")
  }

  @Test("items by an author, newest first")
  func byAuthor() {
    #expect(items.items(by: UserID("ada")).map(\.id.rawValue) == [3, 2])
    #expect(items.items(by: UserID("nobody")).isEmpty)
  }

  @Test("related items: the author's others first, then feed neighbours, deterministic and capped")
  func related() throws {
    #expect(items.related(to: ItemID(3)).map(\.id.rawValue) == [2])
    #expect(items.related(to: ItemID(1)).map(\.id.rawValue) == [2])
    _ = try items.add(title: "Four", body: "", as: try stores.session(of: "ada"))
    _ = try items.add(title: "Five", body: "", as: try stores.demo())
    // Feed: 5 demo, 4 ada, 3 ada, 2 ada, 1 demo.
    #expect(items.related(to: ItemID(3)).map(\.id.rawValue) == [4, 2])
    #expect(items.related(to: ItemID(5)).map(\.id.rawValue) == [1, 4])
    #expect(items.related(to: ItemID(5), limit: 1).map(\.id.rawValue) == [1])
    #expect(items.related(to: ItemID(99)).isEmpty)
  }

  @Test("a feed whose highest id is Int.max refuses a new item instead of overflowing")
  func noFreeID() throws {
    let reopened = openStores(.inMemory)
    try reopened.database.run("DELETE FROM items")
    try reopened.database.run(
      "INSERT INTO items (id, title, body, author) VALUES (?, 'Last', '', 'demo')", .integer(Int.max))
    #expect(throws: ItemError.noFreeID) { try reopened.items.add(title: "One more", body: "", as: try reopened.demo()) }
    #expect(reopened.items.items == [Item(id: ItemID(Int.max), title: "Last", body: "", author: UserID("demo"))])
  }

  @Test("ids come from the database: two connections on one folder never hand out the same id")
  func idsFromTheDatabase() throws {
    let folder = try TemporaryFolder()
    let first = openStores(in: folder)
    let second = openStores(in: folder)
    var ids: [Int] = []
    for index in 0..<6 {
      let stores = index.isMultiple(of: 2) ? first : second
      ids.append(try stores.items.add(title: "Post \(index)", body: "", as: try stores.demo()).id.rawValue)
    }
    #expect(ids == Array(4...9))
    #expect(first.items.items.map(\.id.rawValue) == Array((1...9).reversed()))
  }

  @Test("an item's id is never reused, even after its author's items were deleted")
  func idsNotReused() throws {
    let stores = openStores(.inMemory)
    let grace = try stores.accounts.register(username: "grace", displayName: "Grace", password: "hopper1906")
    #expect(try stores.items.add(title: "Gone soon", body: "", as: grace).id == ItemID(4))
    try stores.accounts.deleteAccount(grace)
    #expect(try stores.items.add(title: "Next", body: "", as: try stores.demo()).id == ItemID(5))
  }
}
