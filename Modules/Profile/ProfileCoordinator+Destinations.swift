import Scaffolding
import SharedModels

extension ProfileCoordinator {
  /// Profile's routes; nested so the module still exports a single top-level symbol.
  public enum Destinations: Destinationable {
    /// The signed-in user's own profile, the flow's root.
    case me
    /// Another user's profile, pushed.
    case user(UserID)
    /// The edit sub-flow, presented as a sheet.
    case edit
    /// The flow that writes a new post (the app's factory makes it), presented as a sheet.
    case compose

    /// The route names, for `isInStack` and `popToFirst`: a mirror of the cases because `user`
    /// carries a user.
    public enum Meta: DestinationMeta {
      /// The signed-in user's profile.
      case me
      /// Another user's profile, whichever user.
      case user
      /// The edit sub-flow.
      case edit
      /// The compose flow.
      case compose
    }

    /// This route's name.
    public var meta: Meta {
      switch self {
      case .me: .me
      case .user: .user
      case .edit: .edit
      case .compose: .compose
      }
    }

    /// Calls the coordinator's route function for this case.
    public func value(for coordinator: ProfileCoordinator) -> Destination {
      switch self {
      case .me: .screen(meta, coordinator.me())
      case .user(let id): .screen(meta, coordinator.user(id))
      case .edit: .coordinator(meta, owner: coordinator) { $0.edit() }
      case .compose: .coordinator(meta, owner: coordinator) { $0.dependencies.compose() }
      }
    }
  }
}
