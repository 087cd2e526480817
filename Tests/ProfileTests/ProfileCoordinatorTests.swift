import Scaffolding
import ScaffoldingTesting
import SharedModels
import Testing

@testable import Profile

/// Profile driven headlessly against an in-test profile store.
@MainActor
@Suite("ProfileCoordinator")
struct ProfileCoordinatorTests {
  struct Refused: Error, Equatable {}

  @MainActor
  final class Harness {
    var profiles = [
      UserID("ada"): UserProfile(userID: UserID("ada"), displayName: "Ada", bio: "Engines."),
      UserID("bob"): UserProfile(userID: UserID("bob"), displayName: "Bob", bio: "Builds."),
    ]
    var saves = 0
    var refuseSaves = false
    lazy var profile = ProfileCoordinator(
      session: Session(userID: UserID("ada"), displayName: "Ada"),
      dependencies: ProfileCoordinator.Dependencies(
        profile: { [unowned self] id in self.profiles[id] },
        save: { [unowned self] profile in
          guard !self.refuseSaves else { throw Refused() }
          self.saves += 1
          self.profiles[profile.userID] = profile
        }))
  }

  @Test("shows the signed-in user's own profile, editable")
  func showsOwnProfile() throws {
    let harness = Harness()
    let me = try expectVisibleScreen(of: harness.profile, ProfileCoordinator.Destinations.Meta.me, title: "Ada")
    #expect(me.render().lines == ["@ada", "Engines."])
    #expect(me.render().actions.map(\.name) == ["user", "edit"])
  }

  @Test("another user's profile is pushed, read-only, and unknown users are refused")
  func otherUser() throws {
    let harness = Harness()
    try perform("user", "bob", on: harness.profile)
    let bob = try expectVisibleScreen(of: harness.profile, ProfileCoordinator.Destinations.Meta.user, title: "Bob")
    #expect(bob.render().action(named: "edit") == nil)
    #expect(throws: ScreenActionError("no user 'eve'")) { try perform("user", "eve", on: harness.profile) }
    try expectStack(of: harness.profile, [.me, .user])
  }

  @Test("edit is a sheet sub-flow whose saved profile comes back through onComplete")
  func editSaves() throws {
    let harness = Harness()
    try perform("edit", on: harness.profile)
    try expectStackPresentations(of: harness.profile, [.sheet])
    try perform("name", "Ada L.", on: harness.profile)
    try perform("bio", on: harness.profile)
    try expectVisibleScreen(of: harness.profile, title: "Edit profile: review")
    try perform("save", on: harness.profile)
    #expect(harness.saves == 1)
    #expect(
      harness.profiles[UserID("ada")] == UserProfile(userID: UserID("ada"), displayName: "Ada L.", bio: "Engines."))
    let me = try expectVisibleScreen(of: harness.profile, ProfileCoordinator.Destinations.Meta.me, title: "Ada L.")
    #expect(me.render().lines.last == "Saved your profile, Ada L..")
  }

  @Test("cancelling the edit at any step changes nothing and releases the sub-flow")
  func editCancels() throws {
    let harness = Harness()
    try expectReleased { tracker in
      try perform("edit", on: harness.profile)
      tracker.trackTree(of: try #require(harness.profile.visibleScreen).context.owner)
      try perform("name", "Someone Else", on: harness.profile)
      try perform("cancel", on: harness.profile)
    }
    #expect(harness.saves == 0)
    #expect(harness.profiles[UserID("ada")]?.displayName == "Ada")
    try expectStack(of: harness.profile, [.me])
  }

  @Test("a refused save keeps the sheet open with the draft")
  func refusedSave() throws {
    let harness = Harness()
    harness.refuseSaves = true
    try perform("edit", on: harness.profile)
    try perform("name", "Ada L.", on: harness.profile)
    try perform("bio", "New", on: harness.profile)
    #expect(throws: Refused()) { try perform("save", on: harness.profile) }
    let review = try expectVisibleScreen(of: harness.profile, title: "Edit profile: review")
    #expect(review.render().lines.suffix(2) == ["Name: Ada L.", "Bio: New"])
  }
}
