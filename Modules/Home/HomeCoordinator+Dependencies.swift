import FeatureFlagsClient
import Scaffolding
import SharedModels

extension HomeCoordinator {
  /// What Home needs from the app: the feed a page at a time, items, a way to record how far the
  /// user has seen the feed, the flow that shows an author's profile, the flow that writes a
  /// new item, and the feature flags.
  ///
  /// Every closure that reads does I/O, so it is `async throws` and may run on any actor
  /// (`@Sendable`), as a network client's calls do; each error is the sentence the user reads.
  /// Home calls them only from its screens' loads and actions, which cancel them when the screen
  /// goes.
  public struct Dependencies: Sendable {
    /// A page of the feed, newest first: up to `limit` items older than `before` (the newest
    /// when nil), and where the next page starts.
    public var feedPage: @Sendable (_ before: ItemID?, _ limit: Int) async throws -> FeedPage
    /// One item by id, or nil when there is no such item.
    public var item: @Sendable (ItemID) async throws -> Item?
    /// Items worth reading after the given one.
    public var related: @Sendable (ItemID) async throws -> [Item]
    /// Records that the user has seen the feed up to this item, the newest of its first page:
    /// Home calls it each time that page loads, before showing it, so the app can count what
    /// others published since (the App's tab badge). A failure changes nothing Home shows: the
    /// feed was read, and the next load marks it again.
    public var markSeen: @Sendable (ItemID) async throws -> Void
    /// Makes the flow that shows a user's profile, another module's (the App hands in
    /// Profile's), so Home never imports it. Home pushes it over an item's detail, in its own
    /// stack, and leaves the rest of a link to it: its first page must be that user's, and
    /// its `currentPath` empty there. Nil when the app has no profiles to show: Home then
    /// offers no `author` and refuses links to one.
    public var profile: (@MainActor @Sendable (UserID) -> any DeepLinkable)?
    /// Makes the flow that writes a new item, another module's (the App hands in Compose's), so
    /// Home never imports it. Home presents it as a sheet with `present(_:as:returning:onResult:)`:
    /// the flow must return the published `Item` via `dismissCoordinator(returning:)`, and close
    /// any other way (cancel, `back`) when nothing was published.
    public var compose: @MainActor @Sendable () -> any Coordinatable
    /// The feature flags the app runs with: the feed offers `compose` while `compose` is on.
    public var featureFlags: FeatureFlags

    /// Dependencies backed by the given closures.
    public init(
      feedPage: @escaping @Sendable (_ before: ItemID?, _ limit: Int) async throws -> FeedPage,
      item: @escaping @Sendable (ItemID) async throws -> Item?,
      related: @escaping @Sendable (ItemID) async throws -> [Item],
      markSeen: @escaping @Sendable (ItemID) async throws -> Void,
      profile: (@MainActor @Sendable (UserID) -> any DeepLinkable)?,
      compose: @escaping @MainActor @Sendable () -> any Coordinatable,
      featureFlags: FeatureFlags
    ) {
      self.feedPage = feedPage
      self.item = item
      self.related = related
      self.markSeen = markSeen
      self.profile = profile
      self.compose = compose
      self.featureFlags = featureFlags
    }
  }
}

extension HomeCoordinator.Dependencies {
  /// Home without the app, for previews and tests: `items` in memory, newest first, read a
  /// page at a time; related items are the author's others; marking the feed seen does
  /// nothing, since alone there is no tab bar to count what is unseen; every flag is at its
  /// default and a change lasts the run. `profile` makes the flow that
  /// shows a user's profile (nil: none); `compose` makes the flow that writes an item, given a way to
  /// publish into this feed (an item by `author` at the top).
  public static func preview(
    items: [Item] = previewItems, author: UserID = UserID("preview"),
    profile: (@MainActor @Sendable (UserID) -> any DeepLinkable)?,
    compose: @escaping @MainActor @Sendable (_ publish: @escaping Item.Publish) -> any Coordinatable
  ) -> Self {
    let feed = PreviewStore(items)
    let publish: Item.Publish = { title, body in
      await feed.with { $0.publish(title: title, body: body, by: author) }
    }
    return Self(
      feedPage: { before, limit in
        await feed.with { items in
          FeedPage(limit: limit, of: items.filter { $0.id.rawValue < before?.rawValue ?? .max })
        }
      },
      item: { id in await feed.with { items in items.first { $0.id == id } } },
      related: { id in
        await feed.with { items in
          let author = items.first { $0.id == id }?.author
          return items.filter { $0.author == author && $0.id != id }
        }
      },
      markSeen: { _ in },
      profile: profile,
      compose: { compose(publish) },
      featureFlags: FeatureFlags(client: .preview))
  }

  /// What ``preview(items:author:profile:compose:)`` starts with: three items by two authors, newest first.
  public static let previewItems = [
    Item(id: ItemID(3), title: "Third", body: "Three", author: UserID("ada")),
    Item(id: ItemID(2), title: "Second", body: "Two", author: UserID("bob")),
    Item(id: ItemID(1), title: "First", body: "One", author: UserID("ada")),
  ]
}
