import AppData
import AppTesting
import Scaffolding
import ScaffoldingTesting
import Testing

@testable import AppFeature

/// Two app trees in one process, as two windows of an iPad app are: each waits for its own work
/// only.
@MainActor
@Suite("Two windows")
struct TwoWindowsTests {
  @Test(
    "a window whose sign-in waits on a slow network doesn't hold up the other window's settling",
    .timeLimit(.minutes(1)))
  func aSlowWindowDoesNotHoldUpTheOther() async throws {
    let slowEnvironment = AppEnvironment.open(
      at: .inMemory, hashCost: SystemPasswordHasher.minimumCost, latency: .seconds(3600))
    let slow = AppCoordinator(environment: slowEnvironment, tabs: .standIns)
    try perform("login", "demo", "scaffolding", on: slow)
    #expect(slow.hasPendingWork)

    let quick = AppCoordinator(environment: .demo(), tabs: .standIns)
    try await quick.signInAsDemo()
    #expect(quick.isRoot(.signedIn))
    #expect(!quick.hasPendingWork)
    #expect(slow.hasPendingWork, "the slow window is still signing in")
    #expect(slow.visibleLines == ["Sign in to continue.", "Signing in…"])
  }
}
