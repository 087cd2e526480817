import AuthTesting
import Scaffolding
import ScaffoldingTesting
import SharedModels
import Testing

@testable import Auth

/// The secret rule: a password reaches the dependency that checks it and nothing else: no
/// screen line, no description, no navigation event, before, during or after the attempt.
@MainActor
@Suite("Auth secrets")
struct AuthSecretTests {
  nonisolated static let password = "lovelace-1815"

  /// Everything a front end or a log could print about `auth` now.
  func printable(_ auth: AuthCoordinator) throws -> String {
    let visible = try requireVisibleScreen(of: auth)
    let body = visible.render()
    return
      ([body.title] + body.lines + body.actions.map { "\($0.usage) \($0.summary)" }
      + [auth.hierarchySnapshot.description, String(reflecting: visible.destination)])
      .joined(separator: "\n")
  }

  @Test("a sign-in's password shows nowhere while it is in flight, nor after it is refused")
  func passwordNeverShown() async throws {
    // The fake keeps the username alone, so its failure messages can't print the password.
    let signIn = ControlledDependency<String, Session>("AuthCoordinator.Dependencies.signIn")
    var dependencies = AuthCoordinator.Dependencies.failing
    dependencies.signIn = { username, password in
      #expect(password == Self.password)
      return try await signIn(username)
    }
    let auth = AuthCoordinator(dependencies: dependencies) { _ in Issue.record("Auth completed") }
    let recorder = NavigationRecorder(observing: auth)
    try perform("login", "ada", Self.password, on: auth)
    let call = try await signIn.nextCall()
    #expect(try !printable(auth).contains(Self.password))
    call.fail(with: ScreenActionError("Wrong username or password."))
    await auth.settled()
    #expect(try printable(auth).contains("Wrong username or password."))
    #expect(try !printable(auth).contains(Self.password))
    #expect(!recorder.descriptions.joined().contains(Self.password))
  }

  @Test("a form holding a password prints it as a mask, in a description, a debug description or a dump")
  func formsMaskThePassword() {
    let credentials = Credentials(username: "ada", password: Secret(text: Self.password))
    let account = NewAccount(username: "ada", displayName: "Ada", password: Secret(text: Self.password))
    var dumped = ""
    dump(credentials, to: &dumped)
    dump(account, to: &dumped)
    for text in [String(describing: credentials), String(reflecting: account), dumped] {
      #expect(!text.contains(Self.password), "\(text)")
    }
    #expect(String(describing: credentials).contains("ada"))
  }

  @Test("the login form keeps the password only until its task takes it")
  func modelForgetsThePassword() {
    let model = FormModel<Credentials>()
    model.submit(Credentials(username: "ada", password: Secret(text: Self.password)))
    #expect(model.takeForm()?.password.text == Self.password)
    #expect(model.takeForm() == nil)
  }
}
