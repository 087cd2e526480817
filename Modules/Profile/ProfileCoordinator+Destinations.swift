import Scaffolding

extension ProfileCoordinator {
  /// Profile's routes; nested so the module still exports a single top-level symbol.
  public enum Destinations: Destinationable {
    /// The signed-in user's own profile, the flow's root.
    case me

    /// The route names, for `isInStack` and `popToFirst`.
    public enum Meta: DestinationMeta {
      /// The signed-in user's profile.
      case me
    }

    /// This route's name.
    public var meta: Meta {
      switch self {
      case .me: .me
      }
    }

    /// Calls the coordinator's route function for this case.
    public func value(for coordinator: ProfileCoordinator) -> Destination {
      switch self {
      case .me: .screen(meta, coordinator.me())
      }
    }
  }
}
