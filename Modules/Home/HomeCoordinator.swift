import Scaffolding
import SharedModels

/// The Home tab: a feed of items a page at a time, their details and related items as deep as
/// the user goes, and a compose sub-flow in a sheet.
///
/// The module's only public symbol. It reads and publishes items through its ``Dependencies``
/// and never imports another feature: "view author" is an ``Outcome`` the app turns into a
/// visit to the Profile tab.
public final class HomeCoordinator: FlowCoordinatable {
  /// The flow's navigation state.
  public let stack = FlowStack<HomeCoordinator>(root: .feed)
  let dependencies: Dependencies
  private let onComplete: @MainActor (Outcome) -> Void
  /// Confirms a published item once, on the feed the compose sheet closes onto.
  let notice = Notice()
  /// Where the page the feed shows starts: it lists the items older than this id, or the newest
  /// items when nil.
  private(set) var feedCursor: ItemID?

  /// How many items the feed shows at a time.
  static let feedPageSize = 20

  /// A Home flow that reads and publishes through `dependencies` and hands what leads out of
  /// the feature to `onComplete`.
  public init(dependencies: Dependencies, onComplete: @escaping @MainActor (Outcome) -> Void) {
    self.dependencies = dependencies
    self.onComplete = onComplete
  }

  func feed() -> some Screen { FeedScreen() }
  func detail(_ id: ItemID) -> some Screen { ItemDetailScreen(itemID: id) }
  func compose() -> any Coordinatable {
    ComposeCoordinator(dependencies: .init(publish: dependencies.publish)) { [weak self] outcome in
      switch outcome {
      case .published(let item):
        // The feed the sheet closes onto shows the newest items, the new one first.
        self?.showNewestItems()
        self?.notice.post("Published #\(item.id).")
      }
    }
  }

  /// The page of the feed the feed screen shows.
  func shownFeedPage() throws -> FeedPage {
    try dependencies.feedPage(feedCursor, Self.feedPageSize)
  }

  /// Shows the page of the feed after the one shown, whose items are older than `cursor`.
  func showOlderItems(than cursor: ItemID) {
    feedCursor = cursor
  }

  /// Shows the first page of the feed, the newest items, again.
  func showNewestItems() {
    feedCursor = nil
  }

  /// Pushes an item's detail, refusing ids the feed does not have.
  func showItem(_ id: ItemID) throws {
    guard try dependencies.item(id) != nil else { throw ScreenActionError("no item \(id) in the feed") }
    route(to: .detail(id))
  }

  /// Pushes one of the related items listed under an item's detail.
  func showRelated(_ id: ItemID, of item: ItemID) throws {
    guard try dependencies.related(item).contains(where: { $0.id == id }) else {
      throw ScreenActionError("item \(id) is not related to item \(item)")
    }
    route(to: .detail(id))
  }

  /// Asks the app to show the author of an item; Home doesn't know where profiles live.
  func showAuthor(of item: Item) {
    onComplete(.showAuthor(item.author))
  }
}
