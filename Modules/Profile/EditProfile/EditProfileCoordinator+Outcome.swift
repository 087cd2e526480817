import SharedModels

extension EditProfileCoordinator {
  /// What editing hands back to Profile; cancelling hands back nothing.
  enum Outcome: Equatable {
    /// The draft was saved as this profile.
    case saved(UserProfile)
  }
}
