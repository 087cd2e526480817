/// A post in the feed. Shared because Home lists items while other features (a profile's
/// posts, deep links) refer to them and to their authors.
public struct Item: Identifiable, Hashable, Codable, Sendable {
  /// The item's stable id.
  public let id: ItemID
  /// The one-line headline the feed lists.
  public var title: String
  /// The full text a detail screen shows.
  public var body: String
  /// Who wrote it; Home asks the app to show this user's profile.
  public var author: UserID

  /// An item as a store holds it.
  public init(id: ItemID, title: String, body: String, author: UserID) {
    self.id = id
    self.title = title
    self.body = body
    self.author = author
  }
}

extension Item {
  /// Publishes a new item from a title and a body: what Compose publishes with, and what a
  /// presenter's preview hands the compose flow it presents, so what is written there shows.
  public typealias Publish = @Sendable (_ title: String, _ body: String) async throws -> Item
}

extension [Item] {
  /// Adds an item by `author` at the front, numbered after the highest id here, and returns it:
  /// how a preview publishes into the items it keeps.
  public mutating func publish(title: String, body: String, by author: UserID) -> Item {
    let item = Item(id: ItemID((map(\.id.rawValue).max() ?? 0) + 1), title: title, body: body, author: author)
    insert(item, at: 0)
    return item
  }
}
