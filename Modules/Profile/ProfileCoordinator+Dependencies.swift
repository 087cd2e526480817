import SharedModels

extension ProfileCoordinator {
  /// What Profile needs from the app: profiles by user, wherever the app keeps them.
  public struct Dependencies {
    /// A user's profile, or nil for an unknown user.
    public var profile: @MainActor (UserID) -> UserProfile?

    /// Dependencies backed by the given closure.
    public init(profile: @escaping @MainActor (UserID) -> UserProfile?) {
      self.profile = profile
    }
  }
}
