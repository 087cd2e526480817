import Profile
import ProfileTesting
import Scaffolding
import ScaffoldingTesting
import SharedModels
import Testing

/// The ready-made preview: `.preview` is a working profile store in memory. (`.failing` is checked
/// with every module's, in the App's `FailingCallTests`.)
@MainActor
@Suite("Profile dependencies")
struct ProfileDependenciesTests {
  typealias Meta = ProfileCoordinator.Destinations.Meta

  @Test("a profile that can't be read shows why, and the edit sheet shows it too rather than an empty bio")
  func unreadableProfile() async throws {
    var dependencies = ProfileCoordinator.Dependencies.failing
    dependencies.profile = { _ in throw ReadFailure() }
    dependencies.posts = { _ in [] }
    let profile = ProfileCoordinator(session: ProfileFixtures.session, dependencies: dependencies)
    await profile.settled()
    let me = try requireVisibleScreen(of: profile, Meta.me)
    #expect(me.render().profileLines == [ReadFailure().description])
    #expect(me.render().action(named: "edit") == nil)
    try await profile.open(["edit"])
    await profile.settled()
    let name = try requireVisibleScreen(of: profile, title: "Edit profile: name").render()
    #expect(name.lines.contains(ReadFailure().description))
    #expect(name.action(named: "retry") != nil)
    #expect(name.action(named: "name") == nil)
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
