import Auth
import AuthTesting
import Scaffolding
import ScaffoldingTesting
import Testing

/// Auth's links, `login` and `signup`: each lands where it says and reads back the same;
/// anything else is refused and changes nothing.
@MainActor
@Suite("Auth deep links")
struct AuthDeepLinkTests {
  /// Auth with every dependency failing: following a link reaches no account.
  func makeAuth() -> AuthCoordinator {
    AuthCoordinator(dependencies: .failing) { _ in Issue.record("Auth completed") }
  }

  @Test("a new flow is at login")
  func startsAtLogin() {
    #expect(makeAuth().currentPath == ["login"])
  }

  @Test("signup pushes the create-account form on login, once however often it is opened")
  func signup() async throws {
    let auth = makeAuth()
    try await auth.open(["signup"])
    expectStack(of: auth, [.login, .createAccount])
    expectVisibleScreen(of: auth, AuthCoordinator.Destinations.Meta.createAccount, title: "Create account")
    #expect(auth.currentPath == ["signup"])
    try await auth.open(auth.currentPath)
    expectStack(of: auth, [.login, .createAccount])
  }

  @Test("login comes back to the login form from the create-account form and from the reset sheet")
  func login() async throws {
    let auth = makeAuth()
    auth.route(to: .createAccount)
    try await auth.open(["login"])
    expectStack(of: auth, [.login])
    expectVisibleScreen(of: auth, AuthCoordinator.Destinations.Meta.login, title: "Sign in")
    #expect(auth.currentPath == ["login"])
    auth.present(.forgotPassword, as: .sheet)
    try await auth.open(["login"])
    expectStack(of: auth, [.login])
  }

  @Test("the empty path is Auth's root, the login form, as login is")
  func emptyPath() async throws {
    let auth = makeAuth()
    auth.route(to: .createAccount)
    try await auth.open([])
    expectStack(of: auth, [.login])
    expectVisibleScreen(of: auth, AuthCoordinator.Destinations.Meta.login, title: "Sign in")
    #expect(auth.currentPath == ["login"])
  }

  @Test("signup from the reset sheet closes the sheet first")
  func signupFromSheet() async throws {
    let auth = makeAuth()
    auth.present(.forgotPassword, as: .sheet)
    try await auth.open(["signup"])
    expectStack(of: auth, [.login, .createAccount])
    expectStackPresentations(of: auth, [.push])
  }

  @Test(
    "other paths are refused with the page named, changing nothing",
    arguments: [
      (["home"], "home"),
      (["login", "now"], "now"),
      (["signup", "ada"], "ada"),
      (["createAccount"], "createAccount"),
    ] as [(DeepLinkPath, String)])
  func refusesOtherPaths(path: DeepLinkPath, named: String) async throws {
    let auth = makeAuth()
    auth.route(to: .createAccount)
    await #expect(throws: DeepLinkError("the sign-in screens have no page '\(named)'")) { try await auth.open(path) }
    expectStack(of: auth, [.login, .createAccount])
    #expect(auth.currentPath == ["signup"])
  }

  @Test("every place the screens reach is one its link reopens")
  func everyPlaceRoundTrips() async {
    let places = await expectEveryPlaceRoundTrips { AuthCoordinator(dependencies: .preview()) { _ in } }
    #expect(places >= 2, "login and the create-account form")
  }
}
