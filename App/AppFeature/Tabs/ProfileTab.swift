import Compose
import Profile
import Scaffolding
import SharedModels

extension AppTab {
  /// The signed-in user's profile and posts, and other users'; `compose` on your own page
  /// presents the Compose module's flow the App hands in. Home's row pushes the same flow,
  /// rooted at an item's author's page.
  static let profile = AppTab(
    "profile", label: TabLabel("Profile", systemImage: "person"),
    make: { context in
      ProfileCoordinator(session: context.session, dependencies: .live(context))
    },
    preview: { _ in ProfileCoordinator.preview(showing: nil) })
}

extension ProfileCoordinator {
  /// Profile alone on fake data, rooted at `user`'s page (the previewed user's own when nil):
  /// the Profile tab's preview, and the author's page Home's preview pushes.
  @MainActor
  static func preview(showing user: UserID?) -> ProfileCoordinator {
    ProfileCoordinator(
      session: Session(userID: UserID("preview"), displayName: "Preview User"), showing: user,
      dependencies: .preview { publish in ComposeCoordinator(dependencies: .preview(publish: publish)) })
  }
}

extension ProfileCoordinator.Dependencies {
  /// Profile's needs met by the app's profile and item stores, each first waiting out the
  /// simulated network (`console --latency`); saves go through `context.write`, which ends the
  /// session when its account is gone. Its compose is Compose's flow, as Home's is; its flags
  /// are the app's.
  @MainActor
  static func live(_ context: TabContext) -> Self {
    let environment = context.environment
    let profiles = environment.stores.profiles
    let items = environment.stores.items
    return Self(
      profile: { id in try await environment.request { try await profiles.profile(id) } },
      save: { profile in
        try await environment.request {
          try await context.write { try await profiles.save(profile, as: context.session) }
        }
      },
      posts: { id in try await environment.request { try await items.items(by: id) } },
      compose: { ComposeCoordinator(dependencies: .live(context)) },
      featureFlags: context.featureFlags)
  }
}
