import Analytics
import AnalyticsTesting
import Auth
import AuthTesting
import Scaffolding
import ScaffoldingTesting
import Testing

/// Each module's `.failing` in one test: a call it makes must fail the test that made it, naming
/// the call, where the module's testing library declares it. The failures are caught as known
/// issues, on purpose; so no feature's own tests need one.
@MainActor
@Suite("Every module's .failing fails the test that calls it, naming the call (its known issues are on purpose)")
struct FailingCallTests {
  @Test(
    "a call it makes fails the test, with its name, where its testing library declares it", arguments: FailingCall.all)
  func namesTheCall(_ call: FailingCall) async {
    await withKnownIssue("on purpose: .failing must fail the test that calls it") {
      do {
        try await call.use()
      } catch {
        #expect(error is UnimplementedDependency, "a failing call throws only its own error")
      }
    } matching: { issue in
      call.names.contains { issue.comments == [unimplementedComment($0)] }
        && issue.sourceLocation?.moduleName.hasSuffix("Testing") == true
    }
  }
}

/// A first use of a module's `.failing`, as a test starting from it would: showing the
/// feature's first screen until it settles, or its first action that calls out. Each module's
/// row is defined beside its App test (`HomeTabTests.swift`, …) and listed in ``all``.
struct FailingCall: Sendable, CustomTestStringConvertible {
  /// The names `.failing` gives the calls the use makes.
  let names: [String]
  /// The use, which may throw the failing call's ``UnimplementedDependency``.
  let use: @MainActor @Sendable () async throws -> Void

  init(_ names: String..., use: @escaping @MainActor @Sendable () async throws -> Void) {
    self.names = names
    self.use = use
  }

  var testDescription: String { names.joined(separator: ", ") }

  /// Shows `feature`'s first screen and waits until the work it started has settled.
  @MainActor
  static func show(_ feature: some Coordinatable) async {
    _ = feature.visibleScreen
    await feature.settled()
  }
}

extension FailingCall {
  /// Every module's row: `Tuist-free-scripts/new-module` adds one and `remove-module` takes it
  /// out, between the markers.
  static let all: [FailingCall] = [
    // new-module:begin failing
    .analytics,
    .auth,
    .compose,
    .home,
    .profile,
    .settings,
    .featureFlagsClient,
    // new-module:end failing
  ]

  static let analytics = FailingCall("AnalyticsClient.track (Home.feed → Home.detail (push))") {
    let view = ScreenView(
      from: .init(feature: "Home", route: "feed"), to: .init(feature: "Home", route: "detail"), presentation: .push)
    try await AnalyticsClient.failing.track(view)
  }

  static let auth = FailingCall("AuthCoordinator.Dependencies.signIn") {
    try await performAndSettle("login", "ada", "lovelace", on: AuthCoordinator(dependencies: .failing) { _ in })
  }
}
