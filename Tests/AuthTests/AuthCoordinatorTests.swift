import Auth
import AuthTesting
import Scaffolding
import ScaffoldingTesting
import SharedModels
import Testing

/// Auth driven headlessly: each test sets, on top of the failing dependencies, the closures it
/// expects Auth to call, answered by hand (``ControlledDependency``) so it can look at a form
/// while its attempt is in flight, after it is answered, and after it is abandoned.
@MainActor
@Suite("AuthCoordinator")
struct AuthCoordinatorTests {
  /// A refusal worded as the directory words it.
  struct Refused: Error, CustomStringConvertible {
    var description: String { "Wrong username or password. 4 attempts left before the account is locked." }
  }

  static let ada = Session(userID: UserID("ada"), displayName: "Ada")

  /// The directory's sign-in, answered by the test.
  let signIn = ControlledDependency<Credentials, Session>("AuthCoordinator.Dependencies.signIn")
  /// The directory's registration, answered by the test.
  let register = ControlledDependency<NewAccount, Session>("AuthCoordinator.Dependencies.register")
  /// What Auth handed to the app, in order.
  let outcomes = Outcomes()

  /// What a sign-in or a registration was sent: the password included, which only the test's
  /// own fake sees.
  struct Credentials: Equatable, Sendable {
    var username: String
    var password: String
  }

  /// What a registration was sent.
  struct NewAccount: Equatable, Sendable {
    var username: String
    var displayName: String
    var password: String
  }

  /// Auth's outcomes, kept by reference so `onComplete` can add to them.
  final class Outcomes {
    var all: [AuthCoordinator.Outcome] = []
  }

  /// Auth whose sign-in and registration are the test's, reporting to ``outcomes``.
  func makeAuth() -> AuthCoordinator {
    var dependencies = AuthCoordinator.Dependencies.failing
    dependencies.signIn = { [signIn] in try await signIn(Credentials(username: $0, password: $1)) }
    dependencies.register = { [register] in
      try await register(NewAccount(username: $0, displayName: $1, password: $2))
    }
    return AuthCoordinator(dependencies: dependencies) { [outcomes] in outcomes.all.append($0) }
  }

  @Test("starts on the login screen, which offers login, sign-up and password help")
  func startsOnLogin() throws {
    let auth = AuthCoordinator(dependencies: .failing) { _ in Issue.record("Auth completed") }
    let visible = try requireVisibleScreen(of: auth, AuthCoordinator.Destinations.Meta.login, title: "Sign in")
    #expect(visible.render().lines == ["Sign in to continue."])
    #expect(visible.render().actions.map(\.name) == ["login", "create-account", "forgot-password"])
    expectBackAction(of: auth, .none)
  }

  @Test("a sign-in in flight says so and offers no second login; its session completes the flow")
  func completesWithSession() async throws {
    let auth = makeAuth()
    try perform("login", "ada", "lovelace", on: auth)
    let call = try await signIn.nextCall()
    #expect(call.input == Credentials(username: "ada", password: "lovelace"))
    let pending = try requireVisibleScreen(of: auth, AuthCoordinator.Destinations.Meta.login).render()
    #expect(pending.lines == ["Sign in to continue.", "Signing in…"])
    #expect(pending.actions.map(\.name) == ["create-account", "forgot-password"])
    #expect(outcomes.all.isEmpty)
    call.answer(with: Self.ada)
    await auth.settled()
    #expect(outcomes.all == [.signedIn(Self.ada)])
    signIn.expectNoPendingCalls()
  }

  @Test("a refusal shows its sentence on the login form, which offers login again")
  func refusalShown() async throws {
    let auth = makeAuth()
    try perform("login", "ada", "babbage", on: auth)
    try await signIn.nextCall().fail(with: Refused())
    await auth.settled()
    let login = try requireVisibleScreen(of: auth, AuthCoordinator.Destinations.Meta.login).render()
    #expect(login.lines == ["Sign in to continue.", Refused().description])
    #expect(login.actions.map(\.name) == ["login", "create-account", "forgot-password"])
    #expect(outcomes.all.isEmpty)
    try perform("login", "ada", "lovelace", on: auth)
    try await signIn.nextCall().answer(with: Self.ada)
    await auth.settled()
    #expect(outcomes.all == [.signedIn(Self.ada)])
  }

  @Test("empty fields are refused by the intent and never reach the directory")
  func refusesEmptyFields() async throws {
    let auth = makeAuth()
    #expect(throws: ScreenActionError("enter a password")) { try perform("login", "ada", " ", on: auth) }
    #expect(throws: ScreenActionError("enter a username")) { try perform("login", "", "lovelace", on: auth) }
    #expect(throws: ScreenActionError.self) { try perform("login", "ada", on: auth) }
    await auth.settled()
    #expect(signIn.callCount == 0)
    #expect(try requireVisibleScreen(of: auth).render().lines == ["Sign in to continue."])
    expectStack(of: auth, [.login])
  }

  @Test("create-account is pushed; creating says so, and the new account completes the flow signed in")
  func createAccount() async throws {
    let auth = makeAuth()
    try perform("create-account", on: auth)
    expectStack(of: auth, [.login, .createAccount])
    expectBackAction(of: auth, .pop(AnyDestinationMeta(AuthCoordinator.Destinations.Meta.createAccount)))
    try perform("create", "grace", "Grace Hopper", "cobol1959", on: auth)
    let call = try await register.nextCall()
    #expect(call.input == NewAccount(username: "grace", displayName: "Grace Hopper", password: "cobol1959"))
    let form = try requireVisibleScreen(of: auth, AuthCoordinator.Destinations.Meta.createAccount).render()
    #expect(form.lines.last == "Creating your account…")
    #expect(form.actions.isEmpty)
    let grace = Session(userID: UserID("grace"), displayName: "Grace Hopper")
    call.answer(with: grace)
    await auth.settled()
    #expect(outcomes.all == [.signedIn(grace)])
  }

  @Test("a taken username is shown on the form, which stays; empty fields never reach the directory")
  func duplicateAccount() async throws {
    let auth = makeAuth()
    auth.route(to: .createAccount)
    #expect(throws: ScreenActionError("enter a display name")) {
      try perform("create", "grace", " ", "cobol1959", on: auth)
    }
    try perform("create", "ada", "Ada", "whatever1", on: auth)
    try await register.nextCall().fail(with: ScreenActionError("'ada' is taken"))
    await auth.settled()
    let form = try requireVisibleScreen(of: auth, AuthCoordinator.Destinations.Meta.createAccount).render()
    #expect(form.lines.last == "'ada' is taken")
    #expect(form.actions.map(\.name) == ["create"])
    #expect(register.callCount == 1)
    #expect(outcomes.all.isEmpty)
    expectStack(of: auth, [.login, .createAccount])
  }

  @Test("leaving the create-account form cancels its attempt, and nothing completes")
  func popCancels() async throws {
    let auth = makeAuth()
    auth.route(to: .createAccount)
    try perform("create", "grace", "Grace Hopper", "cobol1959", on: auth)
    let call = try await register.nextCall()
    auth.pop()
    #expect(call.isCancelled)
    await auth.settled()
    #expect(outcomes.all.isEmpty)
    #expect(try requireVisibleScreen(of: auth).render().lines == ["Sign in to continue."])
  }

  @Test("a swap away from Auth (the app dropping it) cancels the sign-in in flight, and nothing completes")
  func swapAwayCancels() async throws {
    var auth: AuthCoordinator? = makeAuth()
    try perform("login", "ada", "lovelace", on: try #require(auth))
    let call = try await signIn.nextCall()
    let tree = LeakTracker()
    tree.trackTree(of: try #require(auth))
    auth = nil
    #expect(call.isCancelled)
    tree.expectAllReleased()
    #expect(outcomes.all.isEmpty)
  }

  @Test("forgot-password is a sheet; a reset request closes it and login says what happens next")
  func forgotPassword() async throws {
    let reset = ControlledDependency<String, Void>("AuthCoordinator.Dependencies.requestPasswordReset")
    var dependencies = AuthCoordinator.Dependencies.failing
    dependencies.requestPasswordReset = reset.closure
    let auth = AuthCoordinator(dependencies: dependencies) { _ in Issue.record("Auth completed") }
    try perform("forgot-password", on: auth)
    expectStackPresentations(of: auth, [.sheet])
    let sheet = try requireVisibleScreen(of: auth, AuthCoordinator.Destinations.Meta.forgotPassword)
    #expect(sheet.destination.presentationType == .sheet)
    try perform("reset", "ada", on: auth)
    let call = try await reset.nextCall()
    #expect(call.input == "ada")
    #expect(sheet.render().lines.last == "Sending…")
    #expect(sheet.render().actions.isEmpty)
    call.answer(with: ())
    await auth.settled()
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
