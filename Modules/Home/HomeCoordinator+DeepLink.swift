import Scaffolding
import SharedModels

/// Home's part of a link: `item/3/item/2` pushes those details in order, each item after the
/// first related to the one before it, as the `related` action requires; `compose` opens the
/// compose sheet over the feed.
extension HomeCoordinator: DeepLinkable {
  /// Shows the feed's newest items with the linked details pushed, or the compose sheet;
  /// refuses, changing nothing, ids that are malformed or not in the feed, items not related to
  /// the one before them, and links the items can't be read to check.
  public func open(_ path: DeepLinkPath) throws(DeepLinkError) {
    if path == ["compose"] {
      popToRoot()
      present(.compose, as: .sheet)
      return
    }
    let items = try Self.itemIDs(in: path)
    do {
      try checkRelated(items)
    } catch {
      throw error as? DeepLinkError ?? DeepLinkError("\(error)")
    }
    popToRoot()
    showNewestItems()
    for id in items { route(to: .detail(id)) }
  }

  /// Accepts `compose` and `item/<id>` pairs whose ids are positive whole numbers.
  public static func checkShape(_ path: DeepLinkPath) throws(DeepLinkError) {
    guard path != ["compose"] else { return }
    _ = try itemIDs(in: path)
  }

  /// The compose sheet, then each item on the page of the feed shown. A feed that can't be read
  /// suggests no items: completions have nowhere to show the error, the feed screen does.
  public var suggestedPaths: [DeepLinkPath] {
    [["compose"]] + ((try? shownFeedPage().items) ?? []).map { ["item", "\($0.id)"] }
  }

  /// The details pushed on the feed, as `item/<id>` pairs. The switch names every route, so a
  /// new one doesn't build until it says what part of a link it is.
  public var currentPath: DeepLinkPath {
    DeepLinkPath(
      pushedRoutes.flatMap { route -> [String] in
        switch route {
        case .detail(let id): ["item", "\(id)"]
        case .feed, .compose: []  // the root, and a sheet: links leave both out
        }
      })
  }

  /// The ids of the items `path` pushes, read from its words alone.
  private static func itemIDs(in path: DeepLinkPath) throws(DeepLinkError) -> [ItemID] {
    try path.values(of: "item").map { value throws(DeepLinkError) in
      guard let number = DeepLinkPath.number(value), number > 0 else {
        throw DeepLinkError("item ids are positive whole numbers, not '\(value)'")
      }
      return ItemID(number)
    }
  }

  /// Checks each item exists and is related to the one before it, one by one (never reading
  /// the whole feed).
  private func checkRelated(_ items: [ItemID]) throws {
    for (index, id) in items.enumerated() {
      guard try dependencies.item(id) != nil else { throw DeepLinkError("there is no item \(id)") }
      if index > 0, try !dependencies.related(items[index - 1]).contains(where: { $0.id == id }) {
        throw DeepLinkError("item \(id) is not related to item \(items[index - 1])")
      }
    }
  }
}
