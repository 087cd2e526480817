import SharedModels

extension ProfileCoordinator {
  /// What Profile needs from the app: profiles by user, and a way to save the user's own.
  ///
  /// Both are I/O (a database, a server), so they are `async throws` and `@Sendable`: the App's
  /// live values do their work off the main actor, and each throws the sentence the user reads.
  public struct Dependencies: Sendable {
    /// A user's profile, or nil for an unknown user; throws the sentence the user reads when it
    /// can't be read.
    public var profile: @Sendable (UserID) async throws -> UserProfile?
    /// Stores the signed-in user's edited profile; throws the sentence the user reads when
    /// refused.
    public var save: @Sendable (UserProfile) async throws -> Void

    /// Dependencies backed by the given closures.
    public init(
      profile: @escaping @Sendable (UserID) async throws -> UserProfile?,
      save: @escaping @Sendable (UserProfile) async throws -> Void
    ) {
      self.profile = profile
      self.save = save
    }
  }
}

extension ProfileCoordinator.Dependencies {
  /// Profile without the app, for previews and tests: `profiles` in memory; saving replaces
  /// the user's profile.
  public static func preview(profiles: [UserProfile] = previewProfiles) -> Self {
    let book = PreviewProfiles(profiles)
    return Self(
      profile: { id in await book.profile(id) },
      save: { profile in await book.save(profile) })
  }

  /// What ``preview(profiles:)`` starts with: the previewed user and one other.
  public static let previewProfiles = [
    UserProfile(userID: UserID("preview"), displayName: "Preview User", bio: "Trying out a feature alone."),
    UserProfile(userID: UserID("ada"), displayName: "Ada", bio: "Writes about coordinators."),
  ]
}

/// The profiles a preview reads and saves: an actor, so every closure of one preview shares
/// them from whichever actor calls.
private actor PreviewProfiles {
  private var profiles: [UserProfile]

  init(_ profiles: [UserProfile]) {
    self.profiles = profiles
  }

  func profile(_ id: UserID) -> UserProfile? {
    profiles.first { $0.userID == id }
  }

  /// Adds `profile`, or replaces the one of the same user.
  func save(_ profile: UserProfile) {
    profiles.removeAll { $0.userID == profile.userID }
    profiles.append(profile)
  }
}
