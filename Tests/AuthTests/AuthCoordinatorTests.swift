import Scaffolding
import SharedModels
import Testing

@testable import Auth

@MainActor
@Suite("AuthCoordinator")
struct AuthCoordinatorTests {
  /// A directory that knows one account, and a record of what the flow completed with.
  @MainActor
  final class Harness {
    var completed: [Session] = []
    lazy var coordinator = AuthCoordinator(
      dependencies: AuthCoordinator.Dependencies { username, password in
        guard username == "ada", password == "lovelace" else { throw AuthCoordinator.SignInError.invalidCredentials }
        return Session(userID: UserID("ada"), displayName: "Ada")
      }
    ) { [unowned self] session in self.completed.append(session) }

    func login(_ words: [String]) throws {
      let action = try #require(coordinator.visibleScreen?.render().action(named: "login"))
      try action.perform(words)
    }
  }

  @Test("starts on the login screen, which offers login")
  func startsOnLogin() throws {
    let harness = Harness()
    let visible = try #require(harness.coordinator.visibleScreen)
    #expect(visible.destination.meta as? AuthCoordinator.Destinations.Meta == .login)
    #expect(visible.destination.routeType == .root)
    #expect(visible.render().actions.map(\.usage) == ["login <username> <password>"])
  }

  @Test("valid credentials complete the flow with the directory's session")
  func completesWithSession() throws {
    let harness = Harness()
    try harness.login(["ada", "lovelace"])
    #expect(harness.completed == [Session(userID: UserID("ada"), displayName: "Ada")])
  }

  @Test("wrong credentials are refused with a clear error and do not complete")
  func refusesWrongPassword() throws {
    let harness = Harness()
    #expect(throws: AuthCoordinator.SignInError.invalidCredentials) { try harness.login(["ada", "babbage"]) }
    #expect(throws: AuthCoordinator.SignInError.missing(field: "password")) { try harness.login(["ada", ""]) }
    #expect(harness.completed.isEmpty)
    #expect(harness.coordinator.isInStack(.login))
  }

  @Test("a missing argument is refused before the directory is asked")
  func refusesMissingArgument() throws {
    let harness = Harness()
    #expect(throws: ScreenActionError.self) { try harness.login(["ada"]) }
    #expect(harness.completed.isEmpty)
  }
}
