import Auth
import AuthTesting
@_spi(Inspection) import Scaffolding
@_spi(Inspection) import ScaffoldingTesting
import SharedModels
import Testing

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

  @Test("a sign-in's password shows nowhere while it is in flight, nor in its refusal, nor after")
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
    let run = try perform("login", "ada", Self.password, on: auth)
    let call = try await signIn.nextCall()
    #expect(try !printable(auth).contains(Self.password))
    call.fail(with: ScreenActionError("Wrong username or password."))
    let refusal = await #expect(throws: ScreenActionError.self) { try await run?.value }
    #expect(refusal?.message == "Wrong username or password.")
    #expect(try !printable(auth).contains(Self.password))
    #expect(!recorder.descriptions.joined().contains(Self.password))
  }

  @Test("Auth keeps no form: nothing it holds has the password, while the sign-in is in flight or after")
  func nothingKeepsThePassword() async throws {
    let signIn = ControlledDependency<String, Session>("AuthCoordinator.Dependencies.signIn")
    var dependencies = AuthCoordinator.Dependencies.failing
    dependencies.signIn = { username, _ in try await signIn(username) }
    let auth = AuthCoordinator(dependencies: dependencies) { _ in Issue.record("Auth completed") }
    let run = try perform("login", "ada", Self.password, on: auth)
    let call = try await signIn.nextCall()
    var held = ""
    dump(auth, to: &held)
    call.fail(with: ScreenActionError("Wrong username or password."))
    _ = try? await run?.value
    dump(auth, to: &held)
    #expect(!held.contains(Self.password))
  }
}
