import SharedModels

extension ProfileCoordinator {
  /// What Profile needs from the app: profiles by user, and a way to save the user's own.
  public struct Dependencies {
    /// A user's profile, or nil for an unknown user; throws a user-facing error when it can't
    /// be read.
    public var profile: @MainActor (UserID) throws -> UserProfile?
    /// Stores the signed-in user's edited profile; throws a user-facing error when refused.
    public var save: @MainActor (UserProfile) throws -> Void

    /// Dependencies backed by the given closures.
    public init(
      profile: @escaping @MainActor (UserID) throws -> UserProfile?,
      save: @escaping @MainActor (UserProfile) throws -> Void
    ) {
      self.profile = profile
      self.save = save
    }
  }
}

extension ProfileCoordinator.Dependencies {
  /// Profile without the app, for previews and tests: `profiles` in memory; saving replaces
  /// the user's profile.
  @MainActor
  public static func preview(profiles: [UserProfile] = previewProfiles) -> Self {
    let book = PreviewProfiles(profiles: profiles)
    return Self(
      profile: { id in book.profiles.first { $0.userID == id } },
      save: { profile in
        book.profiles.removeAll { $0.userID == profile.userID }
        book.profiles.append(profile)
      })
  }

  /// What ``preview(profiles:)`` starts with: the previewed user and one other.
  public static let previewProfiles = [
    UserProfile(userID: UserID("preview"), displayName: "Preview User", bio: "Trying out a feature alone."),
    UserProfile(userID: UserID("ada"), displayName: "Ada", bio: "Writes about coordinators."),
  ]
}

/// The profiles a preview reads and saves; a class so every closure of one preview shares them.
@MainActor
private final class PreviewProfiles {
  var profiles: [UserProfile]

  init(profiles: [UserProfile]) {
    self.profiles = profiles
  }
}
