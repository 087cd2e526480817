import Scaffolding

extension SettingsCoordinator {
  /// Settings' routes; nested so the module still exports a single top-level symbol.
  public enum Destinations: Destinationable, DestinationMeta {
    /// The list of settings, the flow's root.
    case list
    /// The colour scheme, pushed.
    case appearance
    /// Notifications on or off, pushed.
    case notifications
    /// The feature flags, each on or off, pushed.
    case features
    /// The account: sign out or delete, pushed.
    case account
    /// The delete-account confirmation, a full-screen cover.
    case deleteAccount
    /// The password asked again before the account page, a sheet.
    case confirmPassword

    /// No case carries a value, so the cases name themselves.
    public typealias Meta = Self

    /// This route's name: the case itself.
    public var meta: Self { self }

    /// Calls the coordinator's route function for this case.
    public func value(for coordinator: SettingsCoordinator) -> Destination {
      switch self {
      case .list: .screen(meta, coordinator.list())
      case .appearance: .screen(meta, coordinator.preference(.appearance))
      case .notifications: .screen(meta, coordinator.preference(.notifications))
      case .features: .screen(meta, coordinator.features())
      case .account: .screen(meta, coordinator.account())
      case .deleteAccount: .coordinator(meta, owner: coordinator) { $0.deleteAccount() }
      case .confirmPassword: .screen(meta, ConfirmPasswordScreen())
      }
    }
  }
}
