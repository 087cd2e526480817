import Auth
import AuthTesting
import Scaffolding
import ScaffoldingTesting
import SharedModels
import Testing

/// The two ready-made dependencies: `.failing` fails the test that uses an unset closure, and
/// `.preview` is a working directory in memory.
@MainActor
@Suite("Auth dependencies")
struct AuthDependenciesTests {
  @Test("a sign-in with .failing records a known issue naming signIn, and completes nothing")
  func failingSignIn() throws {
    var outcomes: [AuthCoordinator.Outcome] = []
    let auth = AuthCoordinator(dependencies: .failing) { outcomes.append($0) }
    withKnownIssue {
      let error = #expect(throws: UnimplementedDependency.self) { try perform("login", "ada", "lovelace", on: auth) }
      #expect(error?.name == "AuthCoordinator.Dependencies.signIn")
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("AuthCoordinator.Dependencies.signIn") }
    }
    #expect(outcomes.isEmpty)
    expectStack(of: auth, [.login])
  }

  @Test("the preview signs in with its account and refuses a wrong password")
  func previewSignsIn() throws {
    var outcomes: [AuthCoordinator.Outcome] = []
    let auth = AuthCoordinator(dependencies: .preview()) { outcomes.append($0) }
    #expect(throws: ScreenActionError("wrong username or password")) {
      try perform("login", "preview", "wrong", on: auth)
    }
    #expect(throws: ScreenActionError("wrong username or password")) {
      try perform("login", "nobody", "password", on: auth)
    }
    #expect(outcomes.isEmpty)
    try perform("login", "preview", "password", on: auth)
    #expect(outcomes == [.signedIn(Session(userID: UserID("preview"), displayName: "preview"))])
  }

  @Test("an account created in the preview signs in with its display name, and its username is then taken")
  func previewRegisters() throws {
    let dependencies = AuthCoordinator.Dependencies.preview(accounts: [:])
    let grace = Session(userID: UserID("grace"), displayName: "Grace Hopper")
    #expect(try dependencies.register("grace", "Grace Hopper", "cobol1959") == grace)
    #expect(throws: ScreenActionError("'grace' is taken")) { try dependencies.register("grace", "Grace", "other") }
    #expect(try dependencies.signIn("grace", "cobol1959") == grace)
    #expect(throws: ScreenActionError("wrong username or password")) { try dependencies.signIn("grace", "other") }
  }
}
