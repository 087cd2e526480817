import Scaffolding

extension SettingsCoordinator {
  /// Settings' routes; nested so the module still exports a single top-level symbol.
  public enum Destinations: Destinationable {
    /// The list of settings, the flow's root.
    case list
    /// The colour scheme, pushed.
    case appearance
    /// Notifications on or off, pushed.
    case notifications
    /// The account: sign out or delete, pushed.
    case account
    /// The delete-account confirmation, a full-screen cover.
    case deleteAccount

    /// The route names, for `isInStack` and `popToFirst`.
    public enum Meta: DestinationMeta {
      /// The list.
      case list
      /// The colour scheme.
      case appearance
      /// Notifications.
      case notifications
      /// The account.
      case account
      /// The delete-account confirmation.
      case deleteAccount
    }

    /// This route's name.
    public var meta: Meta {
      switch self {
      case .list: .list
      case .appearance: .appearance
      case .notifications: .notifications
      case .account: .account
      case .deleteAccount: .deleteAccount
      }
    }

    /// Calls the coordinator's route function for this case.
    public func value(for coordinator: SettingsCoordinator) -> Destination {
      switch self {
      case .list: .screen(meta, coordinator.list())
      case .appearance: .screen(meta, coordinator.appearance())
      case .notifications: .screen(meta, coordinator.notifications())
      case .account: .screen(meta, coordinator.account())
      case .deleteAccount: .coordinator(meta, owner: coordinator) { $0.deleteAccount() }
      }
    }
  }
}
