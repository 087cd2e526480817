import Scaffolding
import SharedModels

/// Home's part of a link: `item/3/item/2` pushes those details in order on the feed's newest
/// items, each item after the first related to the one before it, as the `related` action
/// requires; `compose` opens the compose sheet over the feed.
extension HomeCoordinator: DeepLinkableFlow {
  /// The feed, then `compose`, or a detail for each `item/<id>` pair whose id is a positive
  /// whole number.
  public static func routes(in path: DeepLinkPath) throws(DeepLinkError) -> [Destinations] {
    if path == ["compose"] { return [.feed, .compose] }
    return try [.feed]
      + path.values(of: "item").map { value throws(DeepLinkError) in
        guard let number = DeepLinkPath.number(value), number > 0 else {
          throw DeepLinkError("item ids are positive whole numbers, not '\(value)'")
        }
        return .detail(ItemID(number))
      }
  }

  /// Checks each linked item exists and is related to the one before it, one by one (never
  /// reading the whole feed).
  public func check(_ routes: [Destinations]) async throws {
    var previous: ItemID?
    for case .detail(let id) in routes {
      guard try await dependencies.item(id) != nil else { throw DeepLinkError("there is no item \(id)") }
      if let previous, try await !dependencies.related(previous).contains(where: { $0.id == id }) {
        throw DeepLinkError("item \(id) is not related to item \(previous)")
      }
      previous = id
    }
  }

  /// Shows the feed's newest items (loading them again), pushes a detail, or presents the
  /// compose sheet.
  public func show(_ destination: Destinations) {
    switch destination {
    case .feed: feedModel.showNewest()
    case .detail: route(to: destination)
    case .compose: present(destination, as: .sheet)
    }
  }

  /// The compose sheet, then each item on the page of the feed shown, as far as it has loaded.
  public var suggestedPaths: [DeepLinkPath] {
    [["compose"]] + (feedModel.page.value?.items ?? []).map { ["item", "\($0.id)"] }
  }
}

extension HomeCoordinator.Destinations: LinkedDestinations {
  /// `item/<id>` for a detail; the feed and the sheet add nothing.
  public var linkSegments: [String] {
    switch self {
    case .detail(let id): ["item", "\(id)"]
    case .feed, .compose: []
    }
  }
}
