import SharedModels

extension HomeCoordinator {
  /// What Home needs from the app: the items, a way to publish one, and the door to another
  /// feature that Home must not know by name.
  public struct Dependencies {
    /// Every item, newest first.
    public var feed: @MainActor () -> [Item]
    /// One item by id, or nil when there is no such item.
    public var item: @MainActor (ItemID) -> Item?
    /// Items worth reading after the given one.
    public var related: @MainActor (ItemID) -> [Item]
    /// Stores a new item by the signed-in user; throws a user-facing error when refused.
    public var publish: @MainActor (_ title: String, _ body: String) throws -> Item
    /// Shows a user's profile; the app routes it to the Profile tab, or throws a user-facing
    /// error when it can't (a user without a profile).
    public var showAuthor: @MainActor (UserID) throws -> Void

    /// Dependencies backed by the given closures.
    public init(
      feed: @escaping @MainActor () -> [Item],
      item: @escaping @MainActor (ItemID) -> Item?,
      related: @escaping @MainActor (ItemID) -> [Item],
      publish: @escaping @MainActor (_ title: String, _ body: String) throws -> Item,
      showAuthor: @escaping @MainActor (UserID) throws -> Void
    ) {
      self.feed = feed
      self.item = item
      self.related = related
      self.publish = publish
      self.showAuthor = showAuthor
    }
  }
}
