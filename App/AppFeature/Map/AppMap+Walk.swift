extension AppMap {
  /// Walks the app on `tabs` from sign-in, on the demo data in memory (nothing is written
  /// anywhere), breadth first: on each screen, every action with example arguments
  /// (``ExampleArguments``), back, and on a tab's first screen every other tab. Each place is
  /// rebuilt from a fresh app (``MapPlace``); a step that moves nothing, or is refused, is no
  /// transition. The same app gives the same map on every run.
  @MainActor
  public static func walk(tabs: [AppTab] = AppTab.all) async -> AppMap {
    guard let start = await MapPlace.reached(by: [], tabs: tabs) else { return AppMap(screens: [], transitions: []) }
    var screens = [start.screen.id: start.screen]
    var transitions: Set<MapTransition> = []
    var queue = [(steps: [MapStep](), place: start)]
    var next = 0
    while next < queue.count {
      let (steps, place) = queue[next]
      next += 1
      for step in place.offered {
        guard let reached = await MapPlace.reached(by: steps + [step], tabs: tabs), let kind = reached.kind else {
          continue
        }
        transitions.insert(MapTransition(from: place.screen.id, to: reached.screen.id, action: step.label, kind: kind))
        if screens[reached.screen.id] == nil {
          screens[reached.screen.id] = reached.screen
          queue.append((steps + [step], reached))
        }
      }
    }
    return AppMap(screens: screens.values.sorted { $0.id < $1.id }, transitions: transitions.sorted())
  }
}
