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
}
