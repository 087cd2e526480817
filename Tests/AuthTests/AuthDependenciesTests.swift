import Auth
import AuthTesting
import Scaffolding
import ScaffoldingTesting
import SharedModels
import Testing

/// The ready-made preview: `.preview` is a working directory in memory, usable from any actor.
/// (`.failing` is checked with every module's, in the App's `FailingCallTests`.)
@MainActor
@Suite("Auth dependencies")
struct AuthDependenciesTests {
  @Test("the preview signs in with its account and throws a wrong password's refusal")
  func previewSignsIn() async throws {
    var outcomes: [AuthCoordinator.Outcome] = []
    let auth = AuthCoordinator(dependencies: .preview()) { outcomes.append($0) }
    for (username, password) in [("preview", "wrong"), ("nobody", "password")] {
      let refusal = await #expect(throws: (any Error).self) {
        try await performAndSettle("login", username, password, on: auth)
      }
      #expect(refusal.map { "\($0)" } == "wrong username or password")
    }
    #expect(outcomes.isEmpty)
    try await performAndSettle("login", "preview", "password", on: auth)
    #expect(outcomes == [.signedIn(Session(userID: UserID("preview"), displayName: "preview"))])
  }

  @Test("an account created in the preview signs in with its display name, and its username is then taken")
  func previewRegisters() async throws {
    let dependencies = AuthCoordinator.Dependencies.preview(accounts: [:])
    let grace = Session(userID: UserID("grace"), displayName: "Grace Hopper")
    #expect(try await dependencies.register("grace", "Grace Hopper", "cobol1959") == grace)
    let taken = await #expect(throws: (any Error).self) {
      try await dependencies.register("grace", "Grace", "other")
    }
    #expect(taken.map { "\($0)" } == "'grace' is taken")
    #expect(try await dependencies.signIn("grace", "cobol1959") == grace)
    let refused = await #expect(throws: (any Error).self) {
      try await dependencies.signIn("grace", "other")
    }
    #expect(refused.map { "\($0)" } == "wrong username or password")
  }

  @Test("the preview answers from any actor, not only the main one")
  func previewOffMain() async throws {
    let dependencies = AuthCoordinator.Dependencies.preview()
    let session = try await Task.detached { try await dependencies.signIn("preview", "password") }.value
    #expect(session.userID == UserID("preview"))
  }
}
