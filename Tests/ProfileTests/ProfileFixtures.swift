import Profile
import ProfileTesting
import Scaffolding
import ScaffoldingTesting
import SharedModels

/// The profiles Profile's tests read, and the session they are signed in with.
enum ProfileFixtures {
  static let ada = UserProfile(userID: UserID("ada"), displayName: "Ada", bio: "Engines.")
  static let bob = UserProfile(userID: UserID("bob"), displayName: "Bob", bio: "Builds.")
  static let cy = UserProfile(userID: UserID("cy"), displayName: "Cy", bio: "Compiles.")
  /// Signed in as ada.
  static let session = Session(userID: UserID("ada"), displayName: "Ada")
  /// What the stand-in compose flow returns when the test finishes it.
  static let published = Item(id: ItemID(7), title: "Seventh", body: "Seven", author: UserID("ada"))

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
  /// The preview with a stand-in for the compose flow (Profile can't import Compose) that
  /// returns ``ProfileFixtures/published`` when finished.
  static func preview(profiles: [UserProfile] = previewProfiles, posts: [Item] = []) -> Self {
    preview(profiles: profiles, posts: posts, author: ProfileFixtures.session.userID) { _ in
      StandInFlow("Compose", returning: ProfileFixtures.published)
    }
  }

  /// The fixture profiles (ada, bob, cy) to read, with saving failing: for tests that only
  /// look.
  @MainActor
  static var browsing: Self {
    var dependencies = Self.preview(profiles: [ProfileFixtures.ada, ProfileFixtures.bob, ProfileFixtures.cy])
    dependencies.save = Self.failing.save
    return dependencies
  }
}

extension ScreenBody {
  /// A profile page's lines without its list of posts (your own page ends with it).
  var profileLines: [String] {
    guard let start = lines.firstIndex(of: "Your posts:") else { return lines }
    return Array(lines[..<(start - 1)])
  }

  /// Whether the screen offers none of `names`: what a page shown as anyone's lacks (your own
  /// page's `edit` and `compose`), whatever else it offers.
  func offersNoneOf(_ names: [String]) -> Bool {
    names.allSatisfy { action(named: $0) == nil }
  }

  /// The posts a profile page lists, as its lines show them; empty on a page without the list.
  var postLines: [String] {
    guard let start = lines.firstIndex(of: "Your posts:") else { return [] }
    return Array(lines[(start + 1)...])
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
