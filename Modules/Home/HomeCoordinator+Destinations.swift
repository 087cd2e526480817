import Scaffolding
import SharedModels

extension HomeCoordinator {
  /// Home's routes; nested so the module still exports a single top-level symbol.
  public enum Destinations: Destinationable {
    /// The feed, the flow's root.
    case feed
    /// One item's full text.
    case detail(ItemID)

    /// The route names, for `isInStack` and `popToFirst`.
    public enum Meta: DestinationMeta {
      /// The feed.
      case feed
      /// An item's detail, whichever item.
      case detail
    }

    /// This route's name.
    public var meta: Meta {
      switch self {
      case .feed: .feed
      case .detail: .detail
      }
    }

    /// Calls the coordinator's route function for this case.
    public func value(for coordinator: HomeCoordinator) -> Destination {
      switch self {
      case .feed: .screen(meta, coordinator.feed())
      case .detail(let id): .screen(meta, coordinator.detail(id))
      }
    }
  }
}
