import Scaffolding
import SharedModels

/// Home's part of a link: `item/3/item/1` pushes those details in order; `compose` opens the
/// compose sheet over the feed.
extension HomeCoordinator: DeepLinkable {
  /// Shows the feed with the linked details pushed, or the compose sheet; refuses, changing
  /// nothing, ids that are malformed or not in the feed.
  public func open(_ path: DeepLinkPath) throws(DeepLinkError) {
    if path == ["compose"] {
      popToRoot()
      present(.compose, as: .sheet)
      return
    }
    var items: [ItemID] = []
    for value in try path.values(of: "item") {
      guard let number = Int(value), number > 0 else {
        throw DeepLinkError("item ids are positive whole numbers, not '\(value)'")
      }
      guard dependencies.item(ItemID(number)) != nil else { throw DeepLinkError("there is no item \(number)") }
      items.append(ItemID(number))
    }
    popToRoot()
    for id in items { route(to: .detail(id)) }
  }

  /// The compose sheet, then each item in the feed.
  public var suggestedPaths: [DeepLinkPath] {
    [["compose"]] + dependencies.feed().map { ["item", "\($0.id)"] }
  }

  /// The details pushed on the feed, as `item/<id>` pairs.
  public var currentPath: DeepLinkPath {
    DeepLinkPath(
      repeating: "item",
      values: pushedRoutes.compactMap { route in
        if case .detail(let id) = route { id } else { nil }
      })
  }
}
