import SharedModels

extension EditProfileCoordinator {
  /// What editing needs from Profile.
  struct Dependencies {
    /// Stores the edited profile; throws the sentence the user reads when refused.
    var save: @Sendable (UserProfile) async throws -> Void
  }
}
