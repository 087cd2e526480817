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
    let routes = try Self.routes(in: path)
    do {
      try checkExist(routes)
    } catch {
      throw error as? DeepLinkError ?? DeepLinkError("\(error)")
    }
    popToRoot()
    showNewestItems()
    for destination in routes { show(destination) }
  }

  /// Accepts `compose` and `item/<id>` pairs whose ids are positive whole numbers.
  public static func checkShape(_ path: DeepLinkPath) throws(DeepLinkError) {
    _ = try routes(in: path)
  }

  /// The details pushed on the feed, as `item/<id>` pairs.
  public var currentPath: DeepLinkPath {
    DeepLinkPath(pushedRoutes.flatMap(\.linkSegments))
  }

  /// The compose sheet, then each item on the page of the feed shown. A feed that can't be read
  /// suggests no items: completions have nowhere to show the error, the feed screen does.
  public var suggestedPaths: [DeepLinkPath] {
    [["compose"]] + ((try? shownFeedPage().items) ?? []).map { ["item", "\($0.id)"] }
  }

  /// The routes `path` names, read from its words alone: the inverse of ``linkSegments``.
  private static func routes(in path: DeepLinkPath) throws(DeepLinkError) -> [Destinations] {
    if path == ["compose"] { return [.compose] }
    return try path.values(of: "item").map { value throws(DeepLinkError) in
      guard let number = DeepLinkPath.number(value), number > 0 else {
        throw DeepLinkError("item ids are positive whole numbers, not '\(value)'")
      }
      return .detail(ItemID(number))
    }
  }

  /// Checks each linked item exists and is related to the one before it, one by one (never
  /// reading the whole feed).
  private func checkExist(_ routes: [Destinations]) throws {
    var previous: ItemID?
    for case .detail(let id) in routes {
      guard try dependencies.item(id) != nil else { throw DeepLinkError("there is no item \(id)") }
      if let previous, try !dependencies.related(previous).contains(where: { $0.id == id }) {
        throw DeepLinkError("item \(id) is not related to item \(previous)")
      }
      previous = id
    }
  }

  /// Pushes `destination`, or presents it when it is the sheet.
  private func show(_ destination: Destinations) {
    switch destination {
    case .compose: present(destination, as: .sheet)
    case .feed, .detail: route(to: destination)
    }
  }
}

extension HomeCoordinator.Destinations {
  /// What this route adds to a link: the inverse of reading one. The switch names every route,
  /// so a new one doesn't build until it says what part of a link it is.
  var linkSegments: [String] {
    switch self {
    case .detail(let id): ["item", "\(id)"]
    case .feed, .compose: []  // the root, and a sheet: links leave both out
    }
  }
}
