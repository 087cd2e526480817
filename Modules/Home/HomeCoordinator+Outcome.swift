import SharedModels

extension HomeCoordinator {
  /// What Home hands to the app: the requests that lead out of the feature.
  public enum Outcome: Equatable, Sendable {
    /// The user wants to see this user's profile.
    case showAuthor(UserID)
  }
}
