import Scaffolding
import SharedModels

extension HomeCoordinator {
  /// Home's routes; nested so the module still exports a single top-level symbol.
  public enum Destinations: Destinationable {
    /// The feed, the flow's root.
    case feed
    /// One item's full text, pushed from the feed or from a related item.
    case detail(ItemID)
    /// The profile of an item's author, another module's flow (the app's factory makes it)
    /// pushed over the item's detail; the rest of a link is that flow's own.
    case author(UserID)
    /// The flow that writes a new item (the app's factory makes it), presented as a sheet.
    case compose

    /// The route names, for `isInStack` and `popToFirst`: a mirror of the cases because
    /// `detail` carries an item.
    public enum Meta: DestinationMeta {
      /// The feed.
      case feed
      /// An item's detail, whichever item.
      case detail
      /// An author's profile, whoever it is.
      case author
      /// The compose flow.
      case compose
    }

    /// This route's name.
    public var meta: Meta {
      switch self {
      case .feed: .feed
      case .detail: .detail
      case .author: .author
      case .compose: .compose
      }
    }

    /// Calls the coordinator's route function for this case.
    public func value(for coordinator: HomeCoordinator) -> Destination {
      switch self {
      case .feed: .screen(meta, coordinator.feed())
      case .detail(let id): .screen(meta, coordinator.detail(id))
      case .author(let id): .coordinator(meta, owner: coordinator) { $0.profile(id) }
      case .compose: .coordinator(meta, owner: coordinator) { $0.dependencies.compose() }
      }
    }
  }
}
