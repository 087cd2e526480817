import Scaffolding
import ScaffoldingTesting
import SharedModels
import Testing

@testable import Auth

/// Auth driven headlessly against a fake directory that knows one account.
@MainActor
@Suite("AuthCoordinator")
struct AuthCoordinatorTests {
  struct Refused: Error, Equatable {}

  @MainActor
  final class Harness {
    var completed: [Session] = []
    var resetRequests: [String] = []
    var taken: Set<String> = ["ada"]
    lazy var auth = AuthCoordinator(
      dependencies: AuthCoordinator.Dependencies(
        signIn: { username, password in
          guard username == "ada", password == "lovelace" else { throw Refused() }
          return Session(userID: UserID("ada"), displayName: "Ada")
        },
        register: { [unowned self] username, displayName, _ in
          guard !self.taken.contains(username) else { throw Refused() }
          return Session(userID: UserID(username), displayName: displayName)
        },
        requestPasswordReset: { [unowned self] username in self.resetRequests.append(username) })
    ) { [unowned self] session in self.completed.append(session) }
  }

  @Test("starts on the login screen, which offers login, sign-up and password help")
  func startsOnLogin() throws {
    let harness = Harness()
    let visible = try expectVisibleScreen(of: harness.auth, AuthCoordinator.Destinations.Meta.login, title: "Sign in")
    #expect(visible.render().actions.map(\.name) == ["login", "create-account", "forgot-password"])
    try expectBackAction(of: harness.auth, .none)
  }

  @Test("valid credentials complete the flow with the directory's session")
  func completesWithSession() throws {
    let harness = Harness()
    try perform("login", "ada", "lovelace", on: harness.auth)
    #expect(harness.completed == [Session(userID: UserID("ada"), displayName: "Ada")])
  }

  @Test("a refused sign-in passes the directory's error through and completes nothing")
  func refusesWrongPassword() throws {
    let harness = Harness()
    #expect(throws: Refused()) { try perform("login", "ada", "babbage", on: harness.auth) }
    #expect(throws: AuthCoordinator.SignInError.missing(field: "password")) {
      try perform("login", "ada", " ", on: harness.auth)
    }
    #expect(throws: ScreenActionError.self) { try perform("login", "ada", on: harness.auth) }
    #expect(harness.completed.isEmpty)
    try expectStack(of: harness.auth, [.login])
  }

  @Test("create-account is pushed; a new account completes the flow signed in")
  func createAccount() throws {
    let harness = Harness()
    try perform("create-account", on: harness.auth)
    try expectStack(of: harness.auth, [.login, .createAccount])
    try expectBackAction(of: harness.auth, .pop(AnyDestinationMeta(AuthCoordinator.Destinations.Meta.createAccount)))
    try perform("create", "grace", "Grace Hopper", "cobol1959", on: harness.auth)
    #expect(harness.completed == [Session(userID: UserID("grace"), displayName: "Grace Hopper")])
  }

  @Test("a taken username is refused and the form stays")
  func duplicateAccount() throws {
    let harness = Harness()
    harness.auth.route(to: .createAccount)
    #expect(throws: Refused()) { try perform("create", "ada", "Ada", "whatever1", on: harness.auth) }
    #expect(harness.completed.isEmpty)
    try expectStack(of: harness.auth, [.login, .createAccount])
  }

  @Test("forgot-password is a sheet; a reset request closes it and login says what happens next")
  func forgotPassword() throws {
    let harness = Harness()
    try perform("forgot-password", on: harness.auth)
    try expectStackPresentations(of: harness.auth, [.sheet])
    let sheet = try expectVisibleScreen(of: harness.auth, AuthCoordinator.Destinations.Meta.forgotPassword)
    #expect(sheet.destination.presentationType == .sheet)
    try perform("reset", "ada", on: harness.auth)
    #expect(harness.resetRequests == ["ada"])
    try expectStack(of: harness.auth, [.login])
    let login = try expectVisibleScreen(of: harness.auth, AuthCoordinator.Destinations.Meta.login)
    #expect(login.render().lines.last == "If 'ada' has an account, reset instructions are on their way.")
  }

  @Test("closing the reset sheet without sending requests nothing")
  func cancelForgotPassword() throws {
    let harness = Harness()
    try perform("forgot-password", on: harness.auth)
    #expect(harness.auth.goBack() == .dismiss(AnyDestinationMeta(AuthCoordinator.Destinations.Meta.forgotPassword)))
    #expect(harness.resetRequests.isEmpty)
    try expectStack(of: harness.auth, [.login])
  }

  @Test("the flow and everything it showed are released when the app drops it")
  func releasedWhenDropped() throws {
    try expectReleased { tracker in
      let harness = Harness()
      try perform("create-account", on: harness.auth)
      tracker.trackTree(of: harness.auth)
    }
  }
}
