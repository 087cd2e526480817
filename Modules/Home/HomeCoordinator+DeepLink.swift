import Scaffolding
import SharedModels

/// Home's part of a link: `item/3/item/2` pushes those details in order on the feed's newest
/// items, each item after the first related to the one before it, as the `related` action
/// requires; `author/<id>` after them pushes that item's author's profile, and the rest of the
/// link is the profile flow's own (`item/3/author/ada/user/bob`); `compose` opens the compose
/// sheet over the feed.
extension HomeCoordinator: DeepLinkableFlow {
  /// The feed, then `compose`, or a detail for each `item/<id>` pair whose id is a positive
  /// whole number, then optionally `author/<id>`; what follows the author is left unread, for
  /// the profile flow.
  public static func routes(in path: DeepLinkPath) throws(DeepLinkError) -> [Destinations] {
    if path == ["compose"] { return [.feed, .compose] }
    let (items, author) = path.split(before: "author")
    let details = try items.numbers(of: "item", positive: true).map { Destinations.detail(ItemID($0)) }
    guard !author.isEmpty else { return [.feed] + details }
    guard !details.isEmpty else { throw DeepLinkError("'author' follows an item") }
    guard author.segments.count >= 2 else { throw DeepLinkError("'author' needs a user after it") }
    return [.feed] + details + [.author(UserID(author.segments[1]))]
  }

  /// Checks that each linked item is related to the one before it (which proves it exists),
  /// and that the first exists, never reading the whole feed; reads an item only to say why a
  /// step failed ("there is no item 9" rather than "not related").
  ///
  /// The steps don't depend on each other, so they are read at once, not one after another: a
  /// link many items deep costs about one request's wait, as concurrent requests of a network
  /// client do. When several steps fail, the first in the link is the one reported. An author
  /// after the items must have written the last of them, and the app must show profiles.
  public func check(_ routes: [Destinations]) async throws {
    let ids = routes.compactMap { route in if case .detail(let id) = route { id } else { nil } }
    if case .author? = routes.last, !showsAuthors { throw DeepLinkError("authors' profiles can't be shown here") }
    try await checkEach(ids) { [dependencies] step, id in
      if step > 0, try await dependencies.related(ids[step - 1]).contains(where: { $0.id == id }) { return }
      guard try await dependencies.item(id) != nil else { throw DeepLinkError("there is no item \(id)") }
      if step > 0 { throw DeepLinkError("item \(id) is not related to item \(ids[step - 1])") }
    }
    // An author's page is reached from the item's detail only, so it must be that item's author.
    if case .author(let author)? = routes.last, let id = ids.last, try await dependencies.item(id)?.author != author {
      throw DeepLinkError("\(DeepLinkPath.quoted(author.rawValue)) did not write item \(id)")
    }
  }

  /// Shows the feed's newest items (loading them again), pushes a detail, or presents the
  /// compose sheet.
  public func show(_ destination: Destinations) {
    switch destination {
    case .feed: feedModel.showNewest()
    case .detail, .author: route(to: destination)
    case .compose: presentCompose()
    }
  }

  /// The compose sheet, then each item on the page of the feed shown, as far as it has loaded.
  public var suggestedPaths: [DeepLinkPath] {
    [["compose"]] + (feedModel.page.value?.items ?? []).map { ["item", "\($0.id)"] }
  }
}

extension HomeCoordinator.Destinations: LinkedDestinations {
  /// `item/<id>` for a detail, `author/<id>` for an author's profile, `compose` for the open
  /// compose sheet (so a restart reopens it); the feed adds nothing.
  public var linkSegments: [String] {
    switch self {
    case .detail(let id): ["item", "\(id)"]
    case .author(let id): ["author", id.rawValue]
    case .compose: ["compose"]
    case .feed: []
    }
  }

  /// The author's profile reads the rest of a link itself.
  public var continuesIntoChild: Bool {
    if case .author = self { true } else { false }
  }
}
