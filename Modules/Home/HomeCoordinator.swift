import Scaffolding
import SharedModels

/// The Home tab: a feed of items, their details and related items as deep as the user goes,
/// and a compose sub-flow in a sheet.
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
      case .published(let item): self?.notice.post("Published #\(item.id).")
      }
    }
  }

  /// Pushes an item's detail, refusing ids the feed does not have.
  func showItem(_ id: ItemID) throws {
    guard dependencies.item(id) != nil else { throw ScreenActionError("no item \(id) in the feed") }
    route(to: .detail(id))
  }

  /// Pushes one of the related items listed under an item's detail.
  func showRelated(_ id: ItemID, of item: ItemID) throws {
    guard dependencies.related(item).contains(where: { $0.id == id }) else {
      throw ScreenActionError("item \(id) is not related to item \(item)")
    }
    route(to: .detail(id))
  }

  /// Asks the app to show the author of an item; Home doesn't know where profiles live.
  func showAuthor(of item: Item) {
    onComplete(.showAuthor(item.author))
  }
}
