import SharedModels

extension HomeCoordinator {
  /// What Home needs from the app: the feed a page at a time, items and a way to publish one.
  ///
  /// Each throwing closure's error is the sentence the user reads.
  public struct Dependencies {
    /// A page of the feed, newest first: up to `limit` items older than `before` (the newest
    /// when nil), and where the next page starts.
    public var feedPage: @MainActor (_ before: ItemID?, _ limit: Int) throws -> FeedPage
    /// One item by id, or nil when there is no such item.
    public var item: @MainActor (ItemID) throws -> Item?
    /// Items worth reading after the given one.
    public var related: @MainActor (ItemID) throws -> [Item]
    /// Stores a new item by the signed-in user.
    public var publish: @MainActor (_ title: String, _ body: String) throws -> Item

    /// Dependencies backed by the given closures.
    public init(
      feedPage: @escaping @MainActor (_ before: ItemID?, _ limit: Int) throws -> FeedPage,
      item: @escaping @MainActor (ItemID) throws -> Item?,
      related: @escaping @MainActor (ItemID) throws -> [Item],
      publish: @escaping @MainActor (_ title: String, _ body: String) throws -> Item
    ) {
      self.feedPage = feedPage
      self.item = item
      self.related = related
      self.publish = publish
    }
  }
}

extension HomeCoordinator.Dependencies {
  /// Home without the app, for previews and tests: `items` in memory, newest first, read a page at
  /// a time; related
  /// items are the author's others; publishing adds an item by `author` at the top.
  @MainActor
  public static func preview(items: [Item] = previewItems, author: UserID = UserID("preview")) -> Self {
    let feed = PreviewFeed(items: items)
    return Self(
      feedPage: { before, limit in
        FeedPage(limit: limit, of: feed.items.filter { item in before.map { item.id.rawValue < $0.rawValue } ?? true })
      },
      item: { id in feed.items.first { $0.id == id } },
      related: { id in
        guard let author = feed.items.first(where: { $0.id == id })?.author else { return [] }
        return feed.items.filter { $0.author == author && $0.id != id }
      },
      publish: { title, body in
        let next = ItemID((feed.items.map(\.id.rawValue).max() ?? 0) + 1)
        let item = Item(id: next, title: title, body: body, author: author)
        feed.items.insert(item, at: 0)
        return item
      })
  }

  /// What ``preview(items:author:)`` starts with: three items by two authors, newest first.
  public static let previewItems = [
    Item(id: ItemID(3), title: "Third", body: "Three", author: UserID("ada")),
    Item(id: ItemID(2), title: "Second", body: "Two", author: UserID("bob")),
    Item(id: ItemID(1), title: "First", body: "One", author: UserID("ada")),
  ]
}

/// The items a preview publishes into; a class so every closure of one preview shares them.
@MainActor
private final class PreviewFeed {
  var items: [Item]

  init(items: [Item]) {
    self.items = items
  }
}
