@_spi(Inspection) import Scaffolding

/// Where the app map's walk stands after a path of steps: the screen shown, how the last step
/// moved, and what can be done there.
///
/// Each place is rebuilt in an app of its own on the demo data in memory, from sign-in, by
/// taking every step again: the demo data is the same on every run, and a step with effects (a
/// sign-out, a deleted account, a publish) spoils no other branch.
@MainActor
struct MapPlace {
  /// The screen shown.
  let screen: MapScreen
  /// How the last step moved the user; nil when it moved nothing, or for the first screen.
  let kind: MapTransition.Kind?
  /// What can be done here (``MapStep/offered(in:)``).
  let offered: [MapStep]
  /// The names of the screen's actions, with or without example arguments.
  let actions: [String]

  /// The place a fresh app on `tabs` reaches by `steps`; nil when one of them is refused.
  static func reached(by steps: [MapStep], tabs: [AppTab]) async -> MapPlace? {
    let app = AppCoordinator(environment: .demo(), tabs: tabs)
    let place = await reached(by: steps, in: app)
    await app.screenViews?.delivered()
    await app.environment.close()
    return place
  }

  private static func reached(by steps: [MapStep], in app: AppCoordinator) async -> MapPlace? {
    await app.settledWithAppWork()
    for step in steps.dropLast() {
      guard await step.take(in: app) else { return nil }
    }
    var events: [NavigationEvent.Kind] = []
    let observation = app.observeNavigation { events.append($0.kind) }
    defer { observation.cancel() }
    if let last = steps.last, await !last.take(in: app) { return nil }
    guard let screen = MapScreen(shownIn: app), let visible = app.visibleScreen else { return nil }
    return MapPlace(
      screen: screen, kind: MapTransition.Kind(events: events), offered: MapStep.offered(in: app),
      actions: visible.render().actions.map(\.name))
  }
}
