import Profile
import Scaffolding
import ScaffoldingTesting
import SharedModels
import Testing

/// Profile's navigation, event by event: an exhaustive recording fails on any event not asserted.
@MainActor
@Suite("Profile navigation events")
struct ProfileNavigationEventsTests {
  @Test("visiting another user and opening the edit sheet emit exactly these events")
  func events() async throws {
    let profile = ProfileCoordinator(
      session: Session(userID: UserID("preview"), displayName: "Preview User"), dependencies: .preview())
    await profile.settled()
    try recordNavigation(of: profile) { recorder in
      try perform("user", "ada", on: profile)
      recorder.expectNext(.push(ProfileCoordinator.Destinations.Meta.user))
      profile.pop()
      recorder.expectNext(.pop(ProfileCoordinator.Destinations.Meta.user))
      try perform("edit", on: profile)
      recorder.expectNext(.present(ProfileCoordinator.Destinations.Meta.edit))
    }
  }
}
