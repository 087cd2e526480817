import FeatureFlagsClient
import Scaffolding
import SharedModels

extension ProfileCoordinator {
  /// What Profile needs from the app: profiles and posts by user, a way to save the user's own
  /// profile, the flow that writes a new post, and the feature flags.
  ///
  /// Reads and saves are I/O (a database, a server), so they are `async throws` and
  /// `@Sendable`: the App's live values do their work off the main actor, and each throws the
  /// sentence the user reads.
  public struct Dependencies: Sendable {
    /// A user's profile, or nil for an unknown user; throws the sentence the user reads when it
    /// can't be read.
    public var profile: @Sendable (UserID) async throws -> UserProfile?
    /// Stores the signed-in user's edited profile; throws the sentence the user reads when
    /// refused.
    public var save: @Sendable (UserProfile) async throws -> Void
    /// The items a user has published, newest first; throws the sentence the user reads when
    /// they can't be read.
    public var posts: @Sendable (UserID) async throws -> [Item]
    /// Makes the flow that writes a new post, another module's (the App hands in Compose's), so
    /// Profile never imports it. Your own page presents it as a sheet with
    /// `present(_:as:returning:onResult:)`: the flow must return the published `Item` via
    /// `dismissCoordinator(returning:)`, and close any other way when nothing was published.
    public var compose: @MainActor @Sendable () -> any Coordinatable
    /// The feature flags the app runs with: your page offers `compose` while `compose` is on.
    public var featureFlags: FeatureFlags

    /// Dependencies backed by the given closures.
    public init(
      profile: @escaping @Sendable (UserID) async throws -> UserProfile?,
      save: @escaping @Sendable (UserProfile) async throws -> Void,
      posts: @escaping @Sendable (UserID) async throws -> [Item],
      compose: @escaping @MainActor @Sendable () -> any Coordinatable,
      featureFlags: FeatureFlags
    ) {
      self.profile = profile
      self.save = save
      self.posts = posts
      self.compose = compose
      self.featureFlags = featureFlags
    }
  }
}

extension ProfileCoordinator.Dependencies {
  /// Profile without the app, for previews and tests: `profiles` and `posts` in memory; saving
  /// replaces the user's profile; every flag is at its default and a change lasts the run.
  /// `compose` makes the flow that writes a post, given a way to publish into these posts (an
  /// item by `author`, numbered after the others).
  public static func preview(
    profiles: [UserProfile] = previewProfiles, posts: [Item] = [], author: UserID = UserID("preview"),
    compose: @escaping @MainActor @Sendable (_ publish: @escaping Item.Publish) -> any Coordinatable
  ) -> Self {
    let profiles = PreviewStore(Dictionary(profiles.map { ($0.userID, $0) }, uniquingKeysWith: { first, _ in first }))
    let posts = PreviewStore(posts)
    let publish: Item.Publish = { title, body in
      await posts.with { $0.publish(title: title, body: body, by: author) }
    }
    return Self(
      profile: { id in await profiles.with { $0[id] } },
      save: { profile in await profiles.with { $0[profile.userID] = profile } },
      posts: { id in await posts.with { posts in posts.filter { $0.author == id } } },
      compose: { compose(publish) },
      featureFlags: FeatureFlags(client: .preview))
  }

  /// What ``preview(profiles:posts:author:compose:)`` starts with: the previewed user and one other.
  public static let previewProfiles = [
    UserProfile(userID: UserID("preview"), displayName: "Preview User", bio: "Trying out a feature alone."),
    UserProfile(userID: UserID("ada"), displayName: "Ada", bio: "Writes about coordinators."),
  ]
}
