import Scaffolding
import SharedModels

extension ProfileCoordinator {
  /// What Profile needs from the app: profiles and posts by user, a way to save the user's own
  /// profile, and the flow that writes a new post.
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

    /// Dependencies backed by the given closures.
    public init(
      profile: @escaping @Sendable (UserID) async throws -> UserProfile?,
      save: @escaping @Sendable (UserProfile) async throws -> Void,
      posts: @escaping @Sendable (UserID) async throws -> [Item],
      compose: @escaping @MainActor @Sendable () -> any Coordinatable
    ) {
      self.profile = profile
      self.save = save
      self.posts = posts
      self.compose = compose
    }
  }
}

extension ProfileCoordinator.Dependencies {
  /// Publishes a draft into a preview's posts: what ``preview(profiles:posts:author:compose:)``
  /// hands the flow it presents, so a post written in a preview shows on the page.
  public typealias PreviewPublish = @Sendable (_ title: String, _ body: String) async throws -> Item

  /// Profile without the app, for previews and tests: `profiles` and `posts` in memory; saving
  /// replaces the user's profile. `compose` makes the flow that writes a post, given a way to
  /// publish into these posts (an item by `author`, numbered after the others).
  public static func preview(
    profiles: [UserProfile] = previewProfiles, posts: [Item] = [], author: UserID = UserID("preview"),
    compose: @escaping @MainActor @Sendable (_ publish: @escaping PreviewPublish) -> any Coordinatable
  ) -> Self {
    let book = PreviewProfiles(profiles, posts: posts, author: author)
    let publish: PreviewPublish = { title, body in await book.publish(title: title, body: body) }
    return Self(
      profile: { id in await book.profile(id) },
      save: { profile in await book.save(profile) },
      posts: { id in await book.posts(by: id) },
      compose: { compose(publish) })
  }

  /// What ``preview(profiles:posts:author:compose:)`` starts with: the previewed user and one other.
  public static let previewProfiles = [
    UserProfile(userID: UserID("preview"), displayName: "Preview User", bio: "Trying out a feature alone."),
    UserProfile(userID: UserID("ada"), displayName: "Ada", bio: "Writes about coordinators."),
  ]
}

/// The profiles and posts a preview reads and saves: an actor, so every closure of one preview
/// shares them from whichever actor calls.
private actor PreviewProfiles {
  private var profiles: [UserProfile]
  private var posts: [Item]
  private let author: UserID

  init(_ profiles: [UserProfile], posts: [Item], author: UserID) {
    self.profiles = profiles
    self.posts = posts
    self.author = author
  }

  func posts(by id: UserID) -> [Item] {
    posts.filter { $0.author == id }
  }

  func publish(title: String, body: String) -> Item {
    let item = Item(
      id: ItemID((posts.map(\.id.rawValue).max() ?? 0) + 1), title: title, body: body, author: author)
    posts.insert(item, at: 0)
    return item
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
