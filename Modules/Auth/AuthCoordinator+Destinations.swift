import Scaffolding

extension AuthCoordinator {
  /// Auth's routes; nested so the module still exports a single top-level symbol.
  public enum Destinations: Destinationable, DestinationMeta {
    /// The login form, the flow's root.
    case login
    /// The sign-up form, pushed from login.
    case createAccount
    /// The reset request, presented as a sheet over login.
    case forgotPassword

    /// No case carries a value, so the cases name themselves.
    public typealias Meta = Self

    /// This route's name: the case itself.
    public var meta: Self { self }

    /// Calls the coordinator's route function for this case.
    public func value(for coordinator: AuthCoordinator) -> Destination {
      switch self {
      case .login: .screen(meta, coordinator.login())
      case .createAccount: .screen(meta, coordinator.createAccount())
      case .forgotPassword: .screen(meta, coordinator.forgotPassword())
      }
    }
  }
}
