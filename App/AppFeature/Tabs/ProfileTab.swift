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
  /// Profile's needs met by the app's profile store, each first waiting out the simulated
  /// network (`console --latency`); saves go through `context.write`, which ends the session
  /// when its account is gone.
  @MainActor
  static func live(_ context: TabContext) -> Self {
    let environment = context.environment
    let profiles = environment.stores.profiles
    return Self(
      profile: { id in
        try await environment.simulatedLatency()
        return try await profiles.profile(id)
      },
      save: { profile in
        try await environment.simulatedLatency()
        try await context.write { try await profiles.save(profile, as: context.session) }
      })
  }
}
