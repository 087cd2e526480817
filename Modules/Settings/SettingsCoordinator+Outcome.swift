extension SettingsCoordinator {
  /// How the user left the signed-in app from Settings.
  public enum Outcome: Equatable, Sendable {
    /// The user signed out; their account stays.
    case signedOut
    /// The user deleted their account; it is gone.
    case accountDeleted
  }
}
