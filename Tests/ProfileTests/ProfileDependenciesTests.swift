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
  typealias Meta = ProfileCoordinator.Destinations.Meta

  @Test("loading the profile with .failing records a known issue naming profile, and shows the failure")
  func failingProfile() async throws {
    var dependencies = ProfileCoordinator.Dependencies.failing
    dependencies.posts = { _ in [] }
    let profile = ProfileCoordinator(session: ProfileFixtures.session, dependencies: dependencies)
    await withKnownIssue {
      _ = profile.visibleScreen
      await profile.settled()
    } matching: { issue in
      issue.comments == [unimplementedComment("ProfileCoordinator.Dependencies.profile")]
    }
    let me = try requireVisibleScreen(of: profile, Meta.me, title: "Profile")
    #expect(
      me.render().profileLines == [UnimplementedDependency(name: "ProfileCoordinator.Dependencies.profile").description]
    )
  }

  @Test("a profile that can't be read shows why, and the edit sheet is refused rather than opened on an empty bio")
  func unreadableProfile() async throws {
    var dependencies = ProfileCoordinator.Dependencies.failing
    dependencies.profile = { _ in throw ReadFailure() }
    dependencies.posts = { _ in [] }
    let profile = ProfileCoordinator(session: ProfileFixtures.session, dependencies: dependencies)
    await profile.settled()
    let me = try requireVisibleScreen(of: profile, Meta.me)
    #expect(me.render().profileLines == [ReadFailure().description])
    #expect(me.render().action(named: "edit") == nil)
    let error = await #expect(throws: DeepLinkError.self) { try await profile.open(["edit"]) }
    #expect(error?.description.contains(ReadFailure().description) == true)
    expectStack(of: profile, [.me])
  }

  @Test("saving with .failing records a known issue naming save, which is the action's error; the sheet stays")
  func failingSave() async throws {
    var dependencies = ProfileCoordinator.Dependencies.failing
    dependencies.profile = { id in id == UserID("ada") ? ProfileFixtures.ada : nil }
    dependencies.posts = { _ in [] }
    let profile = ProfileCoordinator(session: ProfileFixtures.session, dependencies: dependencies)
    await profile.settled()
    try perform("edit", on: profile)
    try perform("name", on: profile)
    try perform("bio", on: profile)
    let unimplemented = UnimplementedDependency(name: "ProfileCoordinator.Dependencies.save")
    await withKnownIssue {
      await #expect(throws: unimplemented) { try await performAndSettle("save", on: profile) }
    } matching: { issue in
      issue.comments == [unimplementedComment("ProfileCoordinator.Dependencies.save")]
    }
    try requireVisibleScreen(of: profile, title: "Edit profile: review")
  }

  @Test("the preview saves the edited profile, which the user's own profile then shows")
  func previewSaves() async throws {
    let dependencies = ProfileCoordinator.Dependencies.preview()
    let session = Session(userID: UserID("preview"), displayName: "Preview User")
    let profile = ProfileCoordinator(session: session, dependencies: dependencies)
    await profile.settled()
    expectVisibleScreen(of: profile, Meta.me, title: "Preview User")
    try perform("edit", on: profile)
    try perform("name", "Renamed", on: profile)
    try perform("bio", "New bio.", on: profile)
    try perform("save", on: profile)
    await profile.settled()
    let me = try requireVisibleScreen(of: profile, Meta.me, title: "Renamed")
    #expect(me.render().profileLines == ["@preview", "New bio."])
    #expect(me.render().notices.compactMap(\.message) == ["Saved your profile, Renamed."])
    #expect(
      try await dependencies.profile(UserID("preview"))
        == UserProfile(userID: UserID("preview"), displayName: "Renamed", bio: "New bio."))
    #expect(try await dependencies.profile(UserID("ada"))?.displayName == "Ada")
    #expect(try await dependencies.profile(UserID("eve")) == nil)
  }

  @Test("the preview answers on any actor")
  func previewOffTheMainActor() async throws {
    let dependencies = ProfileCoordinator.Dependencies.preview()
    let renamed = UserProfile(userID: UserID("ada"), displayName: "Ada L.", bio: "")
    let read = try await Task.detached {
      try await dependencies.save(renamed)
      return try await dependencies.profile(UserID("ada"))
    }.value
    #expect(read == renamed)
  }
}
