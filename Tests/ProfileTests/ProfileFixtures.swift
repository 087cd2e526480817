import Profile
import ProfileTesting
import ScaffoldingTesting
import SharedModels

/// The profiles Profile's tests read, and the session they are signed in with.
enum ProfileFixtures {
  static let ada = UserProfile(userID: UserID("ada"), displayName: "Ada", bio: "Engines.")
  static let bob = UserProfile(userID: UserID("bob"), displayName: "Bob", bio: "Builds.")
  static let cy = UserProfile(userID: UserID("cy"), displayName: "Cy", bio: "Compiles.")
  /// Signed in as ada.
  static let session = Session(userID: UserID("ada"), displayName: "Ada")

  /// Reads the test answers (see `ControlledDependency`), named as the dependency they stand for.
  static func controlledReads() -> ControlledDependency<UserID, UserProfile?> {
    ControlledDependency("ProfileCoordinator.Dependencies.profile")
  }

  /// Saves the test answers, named as the dependency they stand for.
  static func controlledSaves() -> ControlledDependency<UserProfile, Void> {
    ControlledDependency("ProfileCoordinator.Dependencies.save")
  }
}

extension ProfileCoordinator.Dependencies {
  /// The fixture profiles (ada, bob, cy) to read, with saving failing: for tests that only
  /// look.
  static var browsing: Self {
    var dependencies = Self.preview(profiles: [ProfileFixtures.ada, ProfileFixtures.bob, ProfileFixtures.cy])
    dependencies.save = Self.failing.save
    return dependencies
  }
}

/// What a store says when the disk fails under a read.
struct ReadFailure: Error, CustomStringConvertible {
  var description: String { "Couldn't read data.sqlite3 in /data/: disk I/O error." }
}

/// What a server says when it refuses a save.
struct SaveRefused: Error, Equatable, CustomStringConvertible {
  var description: String { "The server refused the profile." }
}
