import SharedModels

extension AuthCoordinator {
  /// What Auth hands to the app when the user is through.
  public enum Outcome: Equatable, Sendable {
    /// The user proved who they are (signed in, or created an account).
    case signedIn(Session)
  }
}
