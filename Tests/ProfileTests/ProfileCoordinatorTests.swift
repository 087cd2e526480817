import Scaffolding
import SharedModels
import Testing

@testable import Profile

@MainActor
@Suite("ProfileCoordinator")
struct ProfileCoordinatorTests {
  let session = Session(userID: UserID("ada"), displayName: "Ada")

  @Test("shows the signed-in user's profile from the injected store")
  func showsOwnProfile() throws {
    let profile = ProfileCoordinator(
      session: session,
      dependencies: ProfileCoordinator.Dependencies { id in
        id == UserID("ada") ? UserProfile(userID: id, displayName: "Ada L.", bio: "Engines.") : nil
      })
    let body = try #require(profile.visibleScreen?.render())
    #expect(body.title == "Ada L.")
    #expect(body.lines == ["@ada", "Engines."])
  }

  @Test("a user without a profile gets a clear message, not a crash")
  func missingProfile() throws {
    let profile = ProfileCoordinator(session: session, dependencies: ProfileCoordinator.Dependencies { _ in nil })
    #expect(profile.visibleScreen?.render().lines == ["No profile for ada."])
  }
}
