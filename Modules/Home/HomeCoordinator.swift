import Scaffolding
import SharedModels

/// The Home tab: a feed of items, their details and related items as deep as the user goes,
/// and a compose sub-flow in a sheet.
///
/// The module's only public symbol. It reads and publishes items through its ``Dependencies``
/// and never imports another feature: "view author" leads to the Profile tab only through the
/// `showAuthor` closure the app injects.
public final class HomeCoordinator: FlowCoordinatable {
  /// The flow's navigation state.
  public let stack = FlowStack<HomeCoordinator>(root: .feed)
  let dependencies: Dependencies
  /// The item the last compose published, which the feed points out.
  private(set) var lastPublished: Item?
  /// The detail bodies made lately, so a detail pushed again need not make its body anew.
  let detailBodies = ItemDetailBodies()

  /// A Home flow starting at the feed.
  public init(dependencies: Dependencies) {
    self.dependencies = dependencies
  }

  func feed() -> some Screen { FeedScreen() }
  func detail(_ id: ItemID) -> some Screen { ItemDetailScreen(itemID: id) }
  func compose() -> any Coordinatable {
    ComposeCoordinator(publish: dependencies.publish) { [weak self] item in self?.lastPublished = item }
  }

  /// Pushes an item's detail, refusing ids the feed does not have.
  func open(_ id: ItemID) throws {
    guard dependencies.item(id) != nil else { throw ScreenActionError("no item \(id) in the feed") }
    route(to: .detail(id))
  }

  /// Pushes one of the related items listed under the visible detail.
  func openRelated(_ id: ItemID, from item: ItemID) throws {
    guard dependencies.related(item).contains(where: { $0.id == id }) else {
      throw ScreenActionError("item \(id) is not related to item \(item)")
    }
    route(to: .detail(id))
  }
}
