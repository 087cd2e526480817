import Auth
import AuthTesting
import Scaffolding
import ScaffoldingTesting
import SharedModels
import Testing

/// Auth driven headlessly: each test sets, on top of the failing dependencies, the closures it
/// expects Auth to call, as a directory that knows one account (ada, password lovelace).
@MainActor
@Suite("AuthCoordinator")
struct AuthCoordinatorTests {
  struct Refused: Error, Equatable {}

  static let ada = Session(userID: UserID("ada"), displayName: "Ada")

  /// Signs in ada with her password and refuses anything else.
  static let signIn: @MainActor (String, String) throws -> Session = { username, password in
    guard username == "ada", password == "lovelace" else { throw Refused() }
    return ada
  }

  @Test("starts on the login screen, which offers login, sign-up and password help")
  func startsOnLogin() throws {
    let auth = AuthCoordinator(dependencies: .failing) { _ in Issue.record("Auth completed") }
    let visible = try requireVisibleScreen(of: auth, AuthCoordinator.Destinations.Meta.login, title: "Sign in")
    #expect(visible.render().actions.map(\.name) == ["login", "create-account", "forgot-password"])
    expectBackAction(of: auth, .none)
  }

  @Test("valid credentials complete the flow with the directory's session")
  func completesWithSession() throws {
    var dependencies = AuthCoordinator.Dependencies.failing
    dependencies.signIn = Self.signIn
    var outcomes: [AuthCoordinator.Outcome] = []
    let auth = AuthCoordinator(dependencies: dependencies) { outcomes.append($0) }
    try perform("login", "ada", "lovelace", on: auth)
    #expect(outcomes == [.signedIn(Self.ada)])
  }

  @Test("a refused sign-in passes the directory's error through; empty fields never reach it")
  func refusesWrongPassword() throws {
    var attempts: [String] = []
    var dependencies = AuthCoordinator.Dependencies.failing
    dependencies.signIn = { username, password in
      attempts.append("\(username):\(password)")
      return try Self.signIn(username, password)
    }
    var outcomes: [AuthCoordinator.Outcome] = []
    let auth = AuthCoordinator(dependencies: dependencies) { outcomes.append($0) }
    #expect(throws: Refused()) { try perform("login", "ada", "babbage", on: auth) }
    #expect(throws: ScreenActionError("enter a password")) { try perform("login", "ada", " ", on: auth) }
    #expect(throws: ScreenActionError("enter a username")) { try perform("login", "", "lovelace", on: auth) }
    #expect(throws: ScreenActionError.self) { try perform("login", "ada", on: auth) }
    #expect(attempts == ["ada:babbage"])
    #expect(outcomes.isEmpty)
    expectStack(of: auth, [.login])
  }

  @Test("create-account is pushed; a new account completes the flow signed in")
  func createAccount() throws {
    var dependencies = AuthCoordinator.Dependencies.failing
    dependencies.register = { username, displayName, password in
      #expect(password == "cobol1959")
      return Session(userID: UserID(username), displayName: displayName)
    }
    var outcomes: [AuthCoordinator.Outcome] = []
    let auth = AuthCoordinator(dependencies: dependencies) { outcomes.append($0) }
    try perform("create-account", on: auth)
    expectStack(of: auth, [.login, .createAccount])
    expectBackAction(of: auth, .pop(AnyDestinationMeta(AuthCoordinator.Destinations.Meta.createAccount)))
    try perform("create", "grace", "Grace Hopper", "cobol1959", on: auth)
    #expect(outcomes == [.signedIn(Session(userID: UserID("grace"), displayName: "Grace Hopper"))])
  }

  @Test("a taken username is refused and the form stays; empty fields never reach the directory")
  func duplicateAccount() throws {
    var dependencies = AuthCoordinator.Dependencies.failing
    dependencies.register = { username, _, _ in
      #expect(username == "ada")
      throw Refused()
    }
    var outcomes: [AuthCoordinator.Outcome] = []
    let auth = AuthCoordinator(dependencies: dependencies) { outcomes.append($0) }
    auth.route(to: .createAccount)
    #expect(throws: Refused()) { try perform("create", "ada", "Ada", "whatever1", on: auth) }
    #expect(throws: ScreenActionError("enter a display name")) {
      try perform("create", "grace", " ", "cobol1959", on: auth)
    }
    #expect(outcomes.isEmpty)
    expectStack(of: auth, [.login, .createAccount])
  }

  @Test("forgot-password is a sheet; a reset request closes it and login says what happens next")
  func forgotPassword() throws {
    var resetRequests: [String] = []
    var dependencies = AuthCoordinator.Dependencies.failing
    dependencies.requestPasswordReset = { resetRequests.append($0) }
    let auth = AuthCoordinator(dependencies: dependencies) { _ in Issue.record("Auth completed") }
    try perform("forgot-password", on: auth)
    expectStackPresentations(of: auth, [.sheet])
    let sheet = try requireVisibleScreen(of: auth, AuthCoordinator.Destinations.Meta.forgotPassword)
    #expect(sheet.destination.presentationType == .sheet)
    try perform("reset", "ada", on: auth)
    #expect(resetRequests == ["ada"])
    expectStack(of: auth, [.login])
    let login = try requireVisibleScreen(of: auth, AuthCoordinator.Destinations.Meta.login)
    let notices = login.render().notices
    #expect(notices.compactMap { $0.take() } == ["If 'ada' has an account, reset instructions are on their way."])
    #expect(login.render().notices.compactMap(\.message).isEmpty, "shown once")
  }

  @Test("closing the reset sheet without sending requests nothing")
  func cancelForgotPassword() throws {
    // requestPasswordReset stays failing: a request would fail the test.
    let auth = AuthCoordinator(dependencies: .failing) { _ in Issue.record("Auth completed") }
    try perform("forgot-password", on: auth)
    #expect(auth.goBack() == .dismiss(AnyDestinationMeta(AuthCoordinator.Destinations.Meta.forgotPassword)))
    expectStack(of: auth, [.login])
  }

  @Test("the flow and everything it showed are released when the app drops it")
  func releasedWhenDropped() throws {
    try expectReleased { tracker in
      let auth = AuthCoordinator(dependencies: .failing) { _ in Issue.record("Auth completed") }
      try perform("create-account", on: auth)
      tracker.trackTree(of: auth)
    }
  }
}
