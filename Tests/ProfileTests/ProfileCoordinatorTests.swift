import Profile
import ProfileTesting
import Scaffolding
import ScaffoldingTesting
import SharedModels
import Testing

/// Profile driven headlessly, signed in as ada: browsing reads the fixture profiles, and each
/// test sets the closures it expects Profile to call on top of the failing ones.
@MainActor
@Suite("ProfileCoordinator")
struct ProfileCoordinatorTests {
  struct Refused: Error, Equatable {}

  @Test("shows the signed-in user's own profile, editable")
  func showsOwnProfile() throws {
    var dependencies = ProfileCoordinator.Dependencies.failing
    dependencies.profile = { id in id == UserID("ada") ? ProfileFixtures.ada : nil }
    let profile = ProfileCoordinator(session: ProfileFixtures.session, dependencies: dependencies)
    let me = try requireVisibleScreen(of: profile, ProfileCoordinator.Destinations.Meta.me, title: "Ada")
    #expect(me.render().lines == ["@ada", "Engines."])
    #expect(me.render().actions.map(\.name) == ["user", "edit"])
  }

  @Test("another user's profile is pushed, read-only, and unknown users are refused")
  func otherUser() throws {
    let profile = ProfileCoordinator(session: ProfileFixtures.session, dependencies: .browsing)
    try perform("user", "bob", on: profile)
    let bob = try requireVisibleScreen(of: profile, ProfileCoordinator.Destinations.Meta.user, title: "Bob")
    #expect(bob.render().lines == ["@bob", "Builds."])
    #expect(bob.render().action(named: "edit") == nil)
    #expect(throws: ScreenActionError("no user 'eve'")) { try perform("user", "eve", on: profile) }
    expectStack(of: profile, [.me, .user])
  }

  @Test("naming yourself goes back to your own profile, the root, so where reports what open takes")
  func namingYourself() throws {
    let profile = ProfileCoordinator(session: ProfileFixtures.session, dependencies: .browsing)
    try perform("user", "bob", on: profile)
    try perform("user", "ada", on: profile)
    expectStack(of: profile, [.me])
    #expect(profile.currentPath == [])
  }

  @Test("edit is a sheet sub-flow whose saved profile the user's own profile confirms")
  func editSaves() throws {
    var saved: [UserProfile] = []
    var dependencies = ProfileCoordinator.Dependencies.preview(profiles: [ProfileFixtures.ada, ProfileFixtures.bob])
    let save = dependencies.save
    dependencies.save = { profile in
      saved.append(profile)
      try save(profile)
    }
    let profile = ProfileCoordinator(session: ProfileFixtures.session, dependencies: dependencies)
    try perform("edit", on: profile)
    expectStackPresentations(of: profile, [.sheet])
    try perform("name", "Ada L.", on: profile)
    try perform("bio", on: profile)
    expectVisibleScreen(of: profile, title: "Edit profile: review")
    try perform("save", on: profile)
    #expect(saved == [UserProfile(userID: UserID("ada"), displayName: "Ada L.", bio: "Engines.")])
    expectStack(of: profile, [.me])
    let me = try requireVisibleScreen(of: profile, ProfileCoordinator.Destinations.Meta.me, title: "Ada L.")
    let notices = me.render().notices
    #expect(notices.compactMap { $0.take() } == ["Saved your profile, Ada L.."])
    // Shown once: cancelling a later edit lands on the profile without it.
    try perform("edit", on: profile)
    try perform("cancel", on: profile)
    let later = try requireVisibleScreen(of: profile, ProfileCoordinator.Destinations.Meta.me)
    #expect(later.render().notices.compactMap(\.message).isEmpty)
  }

  @Test("cancelling the edit at any step changes nothing and releases the sub-flow")
  func editCancels() throws {
    // Saving stays failing: a cancelled edit that reached it would fail the test.
    let profile = ProfileCoordinator(session: ProfileFixtures.session, dependencies: .browsing)
    try expectReleased { tracker in
      try perform("edit", on: profile)
      tracker.trackTree(of: try #require(profile.visibleScreen).context.owner)
      try perform("name", "Someone Else", on: profile)
      try perform("cancel", on: profile)
    }
    expectStack(of: profile, [.me])
    let me = try requireVisibleScreen(of: profile, ProfileCoordinator.Destinations.Meta.me, title: "Ada")
    #expect(me.render().lines == ["@ada", "Engines."])
  }

  @Test("a refused save keeps the sheet open with the draft")
  func refusedSave() throws {
    var dependencies = ProfileCoordinator.Dependencies.browsing
    dependencies.save = { _ in throw Refused() }
    let profile = ProfileCoordinator(session: ProfileFixtures.session, dependencies: dependencies)
    try perform("edit", on: profile)
    try perform("name", "Ada L.", on: profile)
    try perform("bio", "New", on: profile)
    #expect(throws: Refused()) { try perform("save", on: profile) }
    let review = try requireVisibleScreen(of: profile, title: "Edit profile: review")
    #expect(review.render().lines.suffix(2) == ["Name: Ada L.", "Bio: New"])
    expectStackPresentations(of: profile, [.sheet])
  }

  @Test("an empty name is refused and the name step stays")
  func refusesEmptyName() throws {
    let profile = ProfileCoordinator(session: ProfileFixtures.session, dependencies: .browsing)
    try perform("edit", on: profile)
    #expect(throws: ScreenActionError("the name can't be empty")) { try perform("name", " ", on: profile) }
    expectVisibleScreen(of: profile, title: "Edit profile: name")
  }
}
