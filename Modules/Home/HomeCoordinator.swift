import Scaffolding
import SharedModels

/// The Home tab: a feed of items a page at a time, their details and related items as deep as
/// the user goes, an item's author's profile pushed in the same stack, and the flow that writes
/// a new item in a sheet.
///
/// The module's only public symbol. It reads items through its ``Dependencies`` and never
/// imports another feature: the author's profile is another module's flow, made by the factory
/// the app hands in (``Dependencies/profile``) and pushed here, its part of a link its own; the
/// compose flow is another module's too (``Dependencies/compose``), presented, and returns the
/// published item. Home hands nothing back to the app, so it has no `Outcome`. What it loaded
/// lives in the models its routes make; its screens render those and never call a dependency.
public final class HomeCoordinator: FlowCoordinatable {
  /// The flow's navigation state.
  public let stack = FlowStack<HomeCoordinator>(root: .feed)
  let dependencies: Dependencies
  /// Confirms a published item once, on the feed the compose sheet closes onto.
  let notice = Notice()
  /// The feed's state: the feed is the flow's root, so its state is the coordinator's.
  let feedModel = FeedModel()

  /// How many items the feed shows at a time.
  static let feedPageSize = 20

  /// A Home flow that reads through `dependencies`.
  public init(dependencies: Dependencies) {
    self.dependencies = dependencies
  }

  /// The feed: loads the page shown and, each time the first page loads, marks the feed seen
  /// up to its newest item before showing it (a mark that fails changes nothing shown).
  func feed() -> some Screen {
    let model = feedModel
    return FeedScreen(model: model).load(into: model.page) { [dependencies] in
      let cursor = model.cursor
      let page = try await dependencies.feedPage(cursor, Self.feedPageSize)
      if cursor == nil, let newest = page.items.first { try? await dependencies.markSeen(newest.id) }
      return page
    }
  }

  /// Call when the user comes back to Home from elsewhere in the app (the App calls it when
  /// Home's tab is selected), as SwiftUI runs the `.onAppear` of a tab's content again. When
  /// the feed is on screen (nothing pushed or presented over it) showing its first page, Home
  /// asks whether anything was published after that page's newest item (by anyone: your own
  /// post from another tab, another device) and, if so, loads the newest items again, which
  /// marks them seen; if not, it marks the page it shows seen again (it may have loaded while
  /// another tab was in front). An older page, or a screen over the feed, stays as the user
  /// left it, and nothing is asked or marked. The check is the feed's work: leaving cancels it.
  public func shownAgain() {
    guard stack.destinations.isEmpty, feedModel.showsNewestLoaded else { return }
    _ = try? stack.root?.perform("check for newer") { [weak self] in await self?.checkForNewer() }
  }

  /// Loads the newest items again when something newer than the first page's newest item was
  /// published, else marks that item seen.
  private func checkForNewer() async {
    let shown = feedModel.newestShown
    guard let newest = try? await dependencies.feedPage(nil, 1).items.first else { return }
    if newest.id.rawValue > shown?.id.rawValue ?? 0 {
      if feedModel.showsNewestLoaded { feedModel.showNewest() }
    } else if let shown {
      try? await dependencies.markSeen(shown.id)
    }
  }

  func detail(_ id: ItemID) -> some Screen {
    ItemDetailScreen(itemID: id).load { [dependencies] in
      async let related = dependencies.related(id)
      guard let item = try await dependencies.item(id) else { return nil }
      return ItemDetailScreen.Detail(item: item, related: try await related)
    }
  }

  /// Presents the compose flow as a sheet. The published item it returns shows at the top of
  /// the feed the sheet closes onto, confirmed once; nil (cancelled, closed) changes nothing.
  func presentCompose() {
    present(.compose, returning: Item.self) { [weak self] item in
      guard let self, let item else { return }
      feedModel.showNewest()
      notice.post("Published #\(item.id).")
    }
  }

  /// Pushes the detail of an item on the page the feed shows, refusing other ids.
  func showItem(_ id: ItemID) throws {
    guard feedModel.item(id) != nil else { throw ScreenActionError("item \(id) is not on this page of the feed") }
    route(to: .detail(id))
  }

  /// Pushes one of the related items listed under an item's detail.
  func showRelated(_ id: ItemID, of detail: ItemDetailScreen.Detail) throws {
    guard detail.related.contains(where: { $0.id == id }) else {
      throw ScreenActionError("item \(id) is not related to item \(detail.item.id)")
    }
    route(to: .detail(id))
  }

  /// Whether the app hands in a profile flow, so an item's author can be shown.
  var showsAuthors: Bool { dependencies.profile != nil }

  /// The author's profile, another module's flow made by the app's factory.
  func profile(_ author: UserID) -> any Coordinatable {
    guard let profile = dependencies.profile else {
      preconditionFailure("an author is shown only with a profile flow: the screen and check(_:) ask showsAuthors")
    }
    return profile(author)
  }
}
