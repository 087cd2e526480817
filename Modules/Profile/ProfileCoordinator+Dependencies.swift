import SharedModels

extension ProfileCoordinator {
  /// What Profile needs from the app: profiles by user, and a way to save the user's own.
  public struct Dependencies {
    /// A user's profile, or nil for an unknown user.
    public var profile: @MainActor (UserID) -> UserProfile?
    /// Stores the signed-in user's edited profile; throws a user-facing error when refused.
    public var save: @MainActor (UserProfile) throws -> Void

    /// Dependencies backed by the given closures.
    public init(
      profile: @escaping @MainActor (UserID) -> UserProfile?, save: @escaping @MainActor (UserProfile) throws -> Void
    ) {
      self.profile = profile
      self.save = save
    }
  }
}
