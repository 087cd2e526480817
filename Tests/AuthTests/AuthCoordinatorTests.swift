import Auth
import AuthTesting
@_spi(Inspection) import Scaffolding
@_spi(Inspection) import ScaffoldingTesting
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
    for name in ["login", "create-account", "forgot-password"] {
      #expect(visible.render().action(named: name) != nil, "offers \(name)")
    }
    expectBackAction(of: auth, .none)
  }

  @Test("a sign-in in flight says so and offers no second login; its session completes the flow")
  func completesWithSession() async throws {
    let auth = makeAuth()
    let run = try perform("login", "ada", "lovelace", on: auth)
    let call = try await signIn.nextCall()
    #expect(call.input == Credentials(username: "ada", password: "lovelace"))
    let pending = try requireVisibleScreen(of: auth, AuthCoordinator.Destinations.Meta.login).render()
    #expect(pending.lines == ["Sign in to continue.", "Signing in…"])
    #expect(pending.action(named: "login") == nil)
    #expect(outcomes.all.isEmpty)
    call.answer(with: Self.ada)
    try await run?.value
    #expect(outcomes.all == [.signedIn(Self.ada)])
    signIn.expectNoPendingCalls()
  }

  @Test("a refusal is the sign-in's error, sent once; the login form is as it was and offers login again")
  func refusalThrown() async throws {
    let auth = makeAuth()
    let run = try perform("login", "ada", "babbage", on: auth)
    try await signIn.nextCall().fail(with: Refused())
    let refusal = await #expect(throws: Refused.self) { try await run?.value }
    #expect(refusal.map { "\($0)" } == Refused().description)
    #expect(signIn.callCount == 1)
    let login = try requireVisibleScreen(of: auth, AuthCoordinator.Destinations.Meta.login).render()
    #expect(login.lines == ["Sign in to continue."])
    #expect(login.action(named: "login") != nil)
    #expect(outcomes.all.isEmpty)
    let again = try perform("login", "ada", "lovelace", on: auth)
    try await signIn.nextCall().answer(with: Self.ada)
    try await again?.value
    #expect(outcomes.all == [.signedIn(Self.ada)])
  }

  @Test("login tapped again while a sign-in is in flight (on the form as drawn before) is refused; one sign-in")
  func secondLoginRefused() async throws {
    let auth = makeAuth()
    let login = try #require(try requireVisibleScreen(of: auth).render().action(named: "login"))
    let run = try login.perform(["ada", "lovelace"])
    let call = try await signIn.nextCall()
    #expect(throws: ScreenActionError("'login' is already running; wait for it to finish")) {
      try login.perform(["ada", "lovelace"])
    }
    call.answer(with: Self.ada)
    try await run?.value
    #expect(signIn.callCount == 1)
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
    let run = try perform("create", "grace", "Grace Hopper", "cobol1959", on: auth)
    let call = try await register.nextCall()
    #expect(call.input == NewAccount(username: "grace", displayName: "Grace Hopper", password: "cobol1959"))
    let form = try requireVisibleScreen(of: auth, AuthCoordinator.Destinations.Meta.createAccount).render()
    #expect(form.lines.last == "Creating your account…")
    #expect(form.action(named: "create") == nil)
    let grace = Session(userID: UserID("grace"), displayName: "Grace Hopper")
    call.answer(with: grace)
    try await run?.value
    #expect(outcomes.all == [.signedIn(grace)])
  }

  @Test("a taken username is the error of create, sent once; the form stays; empty fields never reach the directory")
  func duplicateAccount() async throws {
    let auth = makeAuth()
    auth.route(to: .createAccount)
    #expect(throws: ScreenActionError("enter a display name")) {
      try perform("create", "grace", " ", "cobol1959", on: auth)
    }
    let run = try perform("create", "ada", "Ada", "whatever1", on: auth)
    try await register.nextCall().fail(with: ScreenActionError("'ada' is taken"))
    await #expect(throws: ScreenActionError("'ada' is taken")) { try await run?.value }
    let form = try requireVisibleScreen(of: auth, AuthCoordinator.Destinations.Meta.createAccount).render()
    #expect(form.lines.last == "Passwords: at least 8 characters. Quote a display name with spaces: \"Jane Doe\".")
    #expect(form.action(named: "create") != nil)
    #expect(register.callCount == 1)
    #expect(outcomes.all.isEmpty)
    expectStack(of: auth, [.login, .createAccount])
  }

  @Test("leaving the create-account form cancels its attempt, which ends quietly, and nothing completes")
  func popCancels() async throws {
    let auth = makeAuth()
    auth.route(to: .createAccount)
    let run = try perform("create", "grace", "Grace Hopper", "cobol1959", on: auth)
    let call = try await register.nextCall()
    auth.pop()
    #expect(call.isCancelled)
    try await run?.value
    #expect(outcomes.all.isEmpty)
    #expect(try requireVisibleScreen(of: auth).render().lines == ["Sign in to continue."])
  }

  @Test("create kept from a form that has since gone (a front end's last drawing) is refused and sends nothing")
  func createAfterTheFormLeftRefused() throws {
    let auth = makeAuth()
    auth.route(to: .createAccount)
    let create = try #require(try requireVisibleScreen(of: auth).render().action(named: "create"))
    auth.pop()
    #expect(throws: ScreenActionError("'create' is no longer available: the screen that offered it has closed")) {
      try create.perform(["grace", "Grace Hopper", "cobol1959"])
    }
    #expect(register.callCount == 0)
    #expect(outcomes.all.isEmpty)
  }

  @Test(
    "an account created after its form has gone (a directory that ignores cancellation) still signs in",
    .timeLimit(.minutes(1)))
  func lateAccountSignsIn() async throws {
    var dependencies = AuthCoordinator.Dependencies.failing
    dependencies.register = { [register] username, displayName, password in
      let account = NewAccount(username: username, displayName: displayName, password: password)
      // Not cancelled with the form's task: the directory answers whatever happens to the form.
      return try await Task { try await register(account) }.value
    }
    let (outcomes, completed) = AsyncStream.makeStream(of: AuthCoordinator.Outcome.self)
    let auth = AuthCoordinator(dependencies: dependencies) { completed.yield($0) }
    auth.route(to: .createAccount)
    let run = try perform("create", "grace", "Grace Hopper", "cobol1959", on: auth)
    let call = try await register.nextCall()
    auth.pop()
    try await run?.value
    let grace = Session(userID: UserID("grace"), displayName: "Grace Hopper")
    call.answer(with: grace)
    // The rest of the call runs after the form has gone, which nothing waits for but this.
    var completions = outcomes.makeAsyncIterator()
    let completion = await completions.next()
    #expect(completion == .signedIn(grace), "the account exists, so the app hears of it")
    expectStack(of: auth, [.login])
  }

  @Test("a swap away from Auth (the app's root swap) cancels the sign-in in flight, and nothing completes")
  func swapAwayCancels() async throws {
    let host = AuthHost { makeAuth() }
    let run = try perform("login", "ada", "lovelace", on: host)
    let call = try await signIn.nextCall()
    let tree = LeakTracker()
    tree.trackTree(of: try #require(host.visibleScreen).context.owner)
    host.setRoot(.signedIn)
    #expect(call.isCancelled)
    try await run?.value
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
    let run = try perform("reset", "ada", on: auth)
    let call = try await reset.nextCall()
    #expect(call.input == "ada")
    #expect(sheet.render().lines.last == "Sending…")
    #expect(sheet.render().action(named: "reset") == nil)
    call.answer(with: ())
    try await run?.value
    expectStack(of: auth, [.login])
    let login = try requireVisibleScreen(of: auth, AuthCoordinator.Destinations.Meta.login)
    let notices = login.render().notices
    #expect(notices.compactMap { $0.take() } == ["If 'ada' has an account, reset instructions are on their way."])
    #expect(login.render().notices.compactMap(\.message).isEmpty, "shown once")
  }

  @Test(
    "a reset request sent after its sheet was closed (a directory that ignores cancellation) still says so on login",
    .timeLimit(.minutes(1)))
  func lateResetSays() async throws {
    let reset = ControlledDependency<String, Void>("AuthCoordinator.Dependencies.requestPasswordReset")
    var dependencies = AuthCoordinator.Dependencies.failing
    // Not cancelled with the sheet's task: the directory answers whatever happens to the sheet.
    dependencies.requestPasswordReset = { username in try await Task { try await reset(username) }.value }
    let auth = AuthCoordinator(dependencies: dependencies) { _ in Issue.record("Auth completed") }
    let (events, observed) = AsyncStream.makeStream(of: NavigationEvent.self)
    let observation = auth.observeNavigation { observed.yield($0) }
    try perform("forgot-password", on: auth)
    let run = try perform("reset", "ada", on: auth)
    let call = try await reset.nextCall()
    #expect(auth.goBack() == .dismiss(AnyDestinationMeta(AuthCoordinator.Destinations.Meta.forgotPassword)))
    try await run?.value
    call.answer(with: ())
    // The rest of the request runs after the sheet has gone, which nothing waits for: its last
    // step, closing the sheet again, is refused and reported.
    for await event in events {
      if case .diagnostic(let diagnostic) = event.kind, diagnostic.code == .lateResult { break }
    }
    observation.cancel()
    expectStack(of: auth, [.login])
    let login = try requireVisibleScreen(of: auth, AuthCoordinator.Destinations.Meta.login)
    #expect(
      login.render().notices.compactMap { $0.take() } == [
        "If 'ada' has an account, reset instructions are on their way."
      ])
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
