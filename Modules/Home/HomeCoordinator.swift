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
  /// The feed, the flow's root: the coordinator keeps it to load it again after a publish.
  let feedModel = FeedModel()

  /// How many items the feed shows at a time.
  static let feedPageSize = 20

  /// A Home flow that reads through `dependencies`.
  public init(dependencies: Dependencies) {
    self.dependencies = dependencies
  }

  /// The feed, with two tasks: the load of the page shown (which, for the first page, then
  /// marks the feed seen up to its newest item), and the check ``shownAgain()`` asks for
  /// (which loads the newest items again when something is newer, else marks them seen).
  func feed() -> some Screen {
    let model = feedModel
    return FeedScreen(model: model)
      .task(id: model.attempt) { [dependencies] task in
        await task.load({ try await dependencies.feedPage(model.cursor, Self.feedPageSize) }) { model.page = $0 }
        // Still this load's page (no retry or page change took over): the user sees its newest item.
        guard !Task.isCancelled, let newest = model.newestShown else { return }
        try? await dependencies.markSeen(newest.id)
      }
      .task(id: model.checks) { [dependencies] task in
        guard model.checks > 0, model.showsNewestLoaded else { return }
        let shown = model.newestShown
        guard let newest = try? await dependencies.feedPage(nil, 1).items.first else { return }
        if newest.id.rawValue > shown?.id.rawValue ?? 0 {
          task.deliver {
            if model.showsNewestLoaded { model.showNewest() }
          }
        } else if let shown, !Task.isCancelled {
          // Nothing newer: the page shown again is seen now (it may have loaded out of sight).
          try? await dependencies.markSeen(shown.id)
        }
      }
  }

  /// Call when the user comes back to Home from elsewhere in the app (the App calls it when
  /// Home's tab is selected), as SwiftUI runs the `.onAppear` of a tab's content again. When
  /// the feed is on screen (nothing pushed or presented over it) showing its first page, Home
  /// asks whether anything was published after that page's newest item (by anyone: your own
  /// post from another tab, another device) and, if so, loads the newest items again, which
  /// marks them seen; if not, it marks the page it shows seen again (it may have loaded while
  /// another tab was in front). An older page, or a screen over the feed, stays as the user
  /// left it, and nothing is asked or marked.
  public func shownAgain() {
    guard stack.destinations.isEmpty, feedModel.showsNewestLoaded else { return }
    feedModel.checkForNewer()
  }

  func detail(_ id: ItemID) -> some Screen {
    let model = ItemDetailModel(itemID: id)
    return ItemDetailScreen(model: model).task(id: model.attempt) { [dependencies] task in
      await task.load({
        async let related = dependencies.related(id)
        guard let item = try await dependencies.item(id) else { return nil }
        return ItemDetailModel.Detail(item: item, related: try await related)
      }) { model.detail = $0 }
    }
  }

  /// The compose flow, made by the app's factory.
  func compose() -> any Coordinatable {
    dependencies.compose()
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
  func showRelated(_ id: ItemID, listedIn detail: ItemDetailModel) throws {
    guard detail.relatedItem(id) != nil else {
      throw ScreenActionError("item \(id) is not related to item \(detail.itemID)")
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

  /// Pushes the profile of an item's author over its detail, in Home's own stack.
  func showAuthor(of item: Item) {
    route(to: .author(item.author))
  }
}
