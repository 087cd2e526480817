import Profile
import Scaffolding
import SharedModels

extension AppTab {
  /// The signed-in user's profile and other users'.
  static let profile = AppTab(
    "profile", label: TabLabel("Profile", systemImage: "person"),
    make: { context in
      ProfileCoordinator(session: context.session, dependencies: .live(context))
    },
    preview: { _ in
      ProfileCoordinator(
        session: Session(userID: UserID("preview"), displayName: "Preview User"), dependencies: .preview())
    })
}

extension ProfileCoordinator.Dependencies {
  /// Profile's needs met by the app's profile store.
  @MainActor
  static func live(_ context: TabContext) -> Self {
    let profiles = context.environment.stores.profiles
    return Self(
      profile: { id in try profiles.profile(id) },
      save: { profile in try context.writeNow { try profiles.save(profile, as: context.session) } })
  }
}
