import SharedModels

/// The feed's items, newest first.
@MainActor
public final class ItemStore {
  private(set) var items: [Item]

  /// A store holding `items`, newest first.
  public init(items: [Item] = []) {
    self.items = items
  }

  /// One item by id.
  public func item(_ id: ItemID) -> Item? {
    items.first { $0.id == id }
  }

  /// Other items by the same author.
  public func related(to id: ItemID) -> [Item] {
    guard let item = item(id) else { return [] }
    return items.filter { $0.author == item.author && $0.id != id }
  }

  /// Publishes a new item at the top of the feed.
  public func add(title: String, body: String, author: UserID) -> Item {
    let item = Item(id: ItemID((items.map(\.id.rawValue).max() ?? 0) + 1), title: title, body: body, author: author)
    items.insert(item, at: 0)
    return item
  }
}
