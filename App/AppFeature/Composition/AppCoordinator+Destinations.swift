import Scaffolding
import SharedModels

extension AppCoordinator {
  /// The app's two worlds.
  public enum Destinations: Destinationable {
    /// Auth's flow.
    case signedOut
    /// The tab bar for a session.
    case signedIn(Session)

    /// The route names, for `isRoot`.
    public enum Meta: DestinationMeta {
      /// Auth's flow.
      case signedOut
      /// The tab bar.
      case signedIn
    }

    /// This route's name.
    public var meta: Meta {
      switch self {
      case .signedOut: .signedOut
      case .signedIn: .signedIn
      }
    }

    /// Calls the coordinator's route function for this case.
    public func value(for coordinator: AppCoordinator) -> Destination {
      switch self {
      case .signedOut: .coordinator(meta, owner: coordinator) { $0.signedOut() }
      case .signedIn(let session): .coordinator(meta, owner: coordinator) { $0.signedIn(session) }
      }
    }
  }
}
