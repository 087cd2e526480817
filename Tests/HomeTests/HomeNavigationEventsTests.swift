import Home
import Scaffolding
import ScaffoldingTesting
import Testing

/// Home's navigation, event by event: an exhaustive recording fails on any event not asserted.
@MainActor
@Suite("Home navigation events")
struct HomeNavigationEventsTests {
  @Test("viewing an item, going back, composing and cancelling emit exactly these events")
  func events() async throws {
    let home = HomeCoordinator(dependencies: .preview())
    _ = home.visibleScreen
    await home.settled()
    try recordNavigation(of: home) { recorder in
      try perform("view", "3", on: home)
      recorder.expectNext(.push(HomeCoordinator.Destinations.Meta.detail))
      home.pop()
      recorder.expectNext(.pop(HomeCoordinator.Destinations.Meta.detail))
      try perform("compose", on: home)
      recorder.expectNext(.present(HomeCoordinator.Destinations.Meta.compose))
      try perform("cancel", on: home)
      recorder.expectNext(.dismiss(HomeCoordinator.Destinations.Meta.compose))
    }
  }
}
