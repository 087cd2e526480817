import SharedModels

extension HomeCoordinator {
  /// What Home needs from the app: the feed a page at a time, items and a way to publish one.
  ///
  /// Every closure does I/O, so it is `async throws` and may run on any actor (`@Sendable`),
  /// as a network client's calls do; each error is the sentence the user reads. Home calls
  /// them only from the tasks of its screens, which cancel them when the screen goes.
  public struct Dependencies: Sendable {
    /// A page of the feed, newest first: up to `limit` items older than `before` (the newest
    /// when nil), and where the next page starts.
    public var feedPage: @Sendable (_ before: ItemID?, _ limit: Int) async throws -> FeedPage
    /// One item by id, or nil when there is no such item.
    public var item: @Sendable (ItemID) async throws -> Item?
    /// Items worth reading after the given one.
    public var related: @Sendable (ItemID) async throws -> [Item]
    /// Stores a new item by the signed-in user.
    public var publish: @Sendable (_ title: String, _ body: String) async throws -> Item

    /// Dependencies backed by the given closures.
    public init(
      feedPage: @escaping @Sendable (_ before: ItemID?, _ limit: Int) async throws -> FeedPage,
      item: @escaping @Sendable (ItemID) async throws -> Item?,
      related: @escaping @Sendable (ItemID) async throws -> [Item],
      publish: @escaping @Sendable (_ title: String, _ body: String) async throws -> Item
    ) {
      self.feedPage = feedPage
      self.item = item
      self.related = related
      self.publish = publish
    }
  }
}

extension HomeCoordinator.Dependencies {
  /// Home without the app, for previews and tests: `items` in memory, newest first, read a
  /// page at a time; related items are the author's others; publishing adds an item by
  /// `author` at the top.
  public static func preview(items: [Item] = previewItems, author: UserID = UserID("preview")) -> Self {
    let feed = PreviewFeed(items: items, author: author)
    return Self(
      feedPage: { before, limit in await feed.page(before: before, limit: limit) },
      item: { id in await feed.item(id) },
      related: { id in await feed.related(to: id) },
      publish: { title, body in await feed.publish(title: title, body: body) })
  }

  /// What ``preview(items:author:)`` starts with: three items by two authors, newest first.
  public static let previewItems = [
    Item(id: ItemID(3), title: "Third", body: "Three", author: UserID("ada")),
    Item(id: ItemID(2), title: "Second", body: "Two", author: UserID("bob")),
    Item(id: ItemID(1), title: "First", body: "One", author: UserID("ada")),
  ]
}

/// The items a preview reads and publishes into: an actor, so every closure of one preview
/// shares them from whatever actor calls it.
private actor PreviewFeed {
  private var items: [Item]
  private let author: UserID

  init(items: [Item], author: UserID) {
    self.items = items
    self.author = author
  }

  func page(before: ItemID?, limit: Int) -> FeedPage {
    FeedPage(limit: limit, of: items.filter { item in before.map { item.id.rawValue < $0.rawValue } ?? true })
  }

  func item(_ id: ItemID) -> Item? {
    items.first { $0.id == id }
  }

  func related(to id: ItemID) -> [Item] {
    guard let author = item(id)?.author else { return [] }
    return items.filter { $0.author == author && $0.id != id }
  }

  func publish(title: String, body: String) -> Item {
    let next = ItemID((items.map(\.id.rawValue).max() ?? 0) + 1)
    let item = Item(id: next, title: title, body: body, author: author)
    items.insert(item, at: 0)
    return item
  }
}
