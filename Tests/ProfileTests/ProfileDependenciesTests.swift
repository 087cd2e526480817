import Profile
import ProfileTesting
import Scaffolding
import ScaffoldingTesting
import SharedModels
import Testing

/// The two ready-made dependencies: `.failing` fails the test that uses an unset closure, and
/// `.preview` is a working profile store in memory.
@MainActor
@Suite("Profile dependencies")
struct ProfileDependenciesTests {
  @Test("rendering the profile with .failing records a known issue naming profile, and shows none")
  func failingProfile() throws {
    let profile = ProfileCoordinator(session: ProfileFixtures.session, dependencies: .failing)
    let me = try requireVisibleScreen(of: profile, ProfileCoordinator.Destinations.Meta.me)
    withKnownIssue {
      #expect(me.render().lines == ["No profile for ada."])
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("ProfileCoordinator.Dependencies.profile") }
    }
  }

  @Test("a profile that can't be read shows why, and the edit sheet is refused rather than opened on an empty bio")
  func unreadableProfile() async throws {
    var dependencies = ProfileCoordinator.Dependencies.failing
    dependencies.profile = { _ in throw ReadFailure() }
    let profile = ProfileCoordinator(session: ProfileFixtures.session, dependencies: dependencies)
    let me = try requireVisibleScreen(of: profile, ProfileCoordinator.Destinations.Meta.me)
    #expect(me.render().lines == [ReadFailure().description])
    #expect(me.render().actions.isEmpty)
    let error = await #expect(throws: DeepLinkError.self) { try await profile.open(["edit"]) }
    #expect(error?.description.contains(ReadFailure().description) == true)
    expectVisibleScreen(of: profile, ProfileCoordinator.Destinations.Meta.me)
  }

  @Test("saving with .failing records a known issue naming save, and the sheet stays")
  func failingSave() throws {
    var dependencies = ProfileCoordinator.Dependencies.failing
    dependencies.profile = { id in id == UserID("ada") ? ProfileFixtures.ada : nil }
    let profile = ProfileCoordinator(session: ProfileFixtures.session, dependencies: dependencies)
    try perform("edit", on: profile)
    try perform("name", on: profile)
    try perform("bio", on: profile)
    withKnownIssue {
      let error = #expect(throws: UnimplementedDependency.self) { try perform("save", on: profile) }
      #expect(error?.name == "ProfileCoordinator.Dependencies.save")
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("ProfileCoordinator.Dependencies.save") }
    }
    expectVisibleScreen(of: profile, title: "Edit profile: review")
  }

  @Test("the preview saves the edited profile, which the user's own profile then shows")
  func previewSaves() throws {
    let dependencies = ProfileCoordinator.Dependencies.preview()
    let session = Session(userID: UserID("preview"), displayName: "Preview User")
    let profile = ProfileCoordinator(session: session, dependencies: dependencies)
    expectVisibleScreen(of: profile, ProfileCoordinator.Destinations.Meta.me, title: "Preview User")
    try perform("edit", on: profile)
    try perform("name", "Renamed", on: profile)
    try perform("bio", "New bio.", on: profile)
    try perform("save", on: profile)
    let me = try requireVisibleScreen(of: profile, ProfileCoordinator.Destinations.Meta.me, title: "Renamed")
    #expect(me.render().lines == ["@preview", "New bio."])
    #expect(me.render().notices.compactMap(\.message) == ["Saved your profile, Renamed."])
    #expect(
      try dependencies.profile(UserID("preview"))
        == UserProfile(userID: UserID("preview"), displayName: "Renamed", bio: "New bio."))
    #expect(try dependencies.profile(UserID("ada"))?.displayName == "Ada")
    #expect(try dependencies.profile(UserID("eve")) == nil)
  }
}

/// What a store says when the disk fails under a read.
private struct ReadFailure: Error, CustomStringConvertible {
  var description: String { "Couldn't read data.sqlite3 in /data/: disk I/O error." }
}
