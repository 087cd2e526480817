import SharedModels

extension HomeCoordinator {
  /// What Home needs from the app: read access to the items, wherever the app keeps them.
  public struct Dependencies {
    /// Every item, newest first.
    public var feed: @MainActor () -> [Item]
    /// One item by id, or nil when there is no such item.
    public var item: @MainActor (ItemID) -> Item?

    /// Dependencies backed by the given closures.
    public init(feed: @escaping @MainActor () -> [Item], item: @escaping @MainActor (ItemID) -> Item?) {
      self.feed = feed
      self.item = item
    }
  }
}
