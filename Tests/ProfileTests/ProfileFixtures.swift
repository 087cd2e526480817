import Profile
import ProfileTesting
import SharedModels

/// The profiles Profile's tests read, and the session they are signed in with.
enum ProfileFixtures {
  static let ada = UserProfile(userID: UserID("ada"), displayName: "Ada", bio: "Engines.")
  static let bob = UserProfile(userID: UserID("bob"), displayName: "Bob", bio: "Builds.")
  static let cy = UserProfile(userID: UserID("cy"), displayName: "Cy", bio: "Compiles.")
  /// Signed in as ada.
  static let session = Session(userID: UserID("ada"), displayName: "Ada")
}

extension ProfileCoordinator.Dependencies {
  /// The fixture profiles (ada, bob, cy) to read, with saving failing: for tests that only
  /// look.
  @MainActor
  static var browsing: Self {
    var dependencies = Self.preview(profiles: [ProfileFixtures.ada, ProfileFixtures.bob, ProfileFixtures.cy])
    dependencies.save = Self.failing.save
    return dependencies
  }
}
