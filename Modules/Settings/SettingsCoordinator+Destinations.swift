import Scaffolding

extension SettingsCoordinator {
  /// Settings' routes; nested so the module still exports a single top-level symbol.
  public enum Destinations: Destinationable {
    /// The list of settings, the flow's root.
    case list

    /// The route names, for `isInStack` and `popToFirst`.
    public enum Meta: DestinationMeta {
      /// The list of settings.
      case list
    }

    /// This route's name.
    public var meta: Meta {
      switch self {
      case .list: .list
      }
    }

    /// Calls the coordinator's route function for this case.
    public func value(for coordinator: SettingsCoordinator) -> Destination {
      switch self {
      case .list: .screen(meta, coordinator.list())
      }
    }
  }
}
