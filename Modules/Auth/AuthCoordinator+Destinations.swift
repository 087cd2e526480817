import Scaffolding

extension AuthCoordinator {
  /// Auth's routes; nested so the module still exports a single top-level symbol.
  public enum Destinations: Destinationable {
    /// The login form, the flow's root.
    case login
    /// The sign-up form, pushed from login.
    case createAccount
    /// The reset request, presented as a sheet over login.
    case forgotPassword

    /// The route names, for `isInStack` and `popToFirst`.
    public enum Meta: DestinationMeta {
      /// The login form.
      case login
      /// The sign-up form.
      case createAccount
      /// The reset request.
      case forgotPassword
    }

    /// This route's name.
    public var meta: Meta {
      switch self {
      case .login: .login
      case .createAccount: .createAccount
      case .forgotPassword: .forgotPassword
      }
    }

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
