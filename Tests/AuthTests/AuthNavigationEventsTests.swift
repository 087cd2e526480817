import Auth
import Scaffolding
import ScaffoldingTesting
import Testing

/// Auth's navigation, event by event: an exhaustive recording fails on any event not asserted.
@MainActor
@Suite("Auth navigation events")
struct AuthNavigationEventsTests {
  @Test("sign-up and the reset sheet emit exactly these events")
  func events() async throws {
    let auth = AuthCoordinator(dependencies: .preview()) { _ in }
    let recorder = NavigationRecorder(observing: auth, exhaustivity: .on)
    try perform("create-account", on: auth)
    recorder.expectNext(.push(AuthCoordinator.Destinations.Meta.createAccount))
    auth.pop()
    recorder.expectNext(.pop(AuthCoordinator.Destinations.Meta.createAccount))
    try perform("forgot-password", on: auth)
    recorder.expectNext(.present(AuthCoordinator.Destinations.Meta.forgotPassword))
    try perform("reset", "preview", on: auth)
    await auth.settled()
    recorder.expectNext(.dismiss(AuthCoordinator.Destinations.Meta.forgotPassword))
    recorder.expectNoUnassertedEvents()
  }
}
