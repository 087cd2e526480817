import Scaffolding
import SharedModels

/// The Home tab: a feed of items and their details.
///
/// The module's only public symbol. It reads items through its ``Dependencies`` and never
/// imports another feature: anything that leads outside Home goes through a closure the app
/// injects.
public final class HomeCoordinator: FlowCoordinatable {
  /// The flow's navigation state.
  public let stack = FlowStack<HomeCoordinator>(root: .feed)
  let dependencies: Dependencies

  /// A Home flow starting at the feed.
  public init(dependencies: Dependencies) {
    self.dependencies = dependencies
  }

  func feed() -> some Screen { FeedScreen() }
  func detail(_ id: ItemID) -> some Screen { ItemDetailScreen(itemID: id) }

  /// Pushes an item's detail, refusing ids the feed does not have.
  func open(_ id: ItemID) throws {
    guard dependencies.item(id) != nil else { throw ScreenActionError("no item \(id) in the feed") }
    route(to: .detail(id))
  }
}
