import Scaffolding
import SharedModels
import Testing

@testable import Settings

@MainActor
@Suite("SettingsCoordinator")
struct SettingsCoordinatorTests {
  @Test("sign-out reports .signedOut to onComplete exactly once")
  func signOutCompletes() throws {
    var outcomes: [SettingsCoordinator.Outcome] = []
    let settings = SettingsCoordinator(session: Session(userID: UserID("ada"), displayName: "Ada")) {
      outcomes.append($0)
    }
    let body = try #require(settings.visibleScreen?.render())
    #expect(body.lines == ["Signed in as Ada."])
    try #require(body.action(named: "sign-out")).perform([])
    #expect(outcomes == [.signedOut])
  }
}
