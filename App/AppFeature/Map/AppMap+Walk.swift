extension AppMap {
  /// Walks the app on `tabs` from sign-in, on the demo data in memory (nothing is written
  /// anywhere), breadth first: on each screen, every action with example arguments
  /// (``ExampleArguments``), back, and on a tab's first screen every other tab. Each place is
  /// rebuilt from a fresh app (``MapPlace``); a step that moves nothing, or is refused, is no
  /// transition. The same app gives the same map on every run.
  @MainActor
  public static func walk(tabs: [AppTab] = AppTab.all) async -> AppMap {
    await explore(tabs: tabs).map
  }

  /// The names of the actions the screens of the app on `tabs` offer, in lower case: those of
  /// every place ``walk(tabs:)`` reaches. What a front end can tell a command typed on the wrong
  /// screen by, from a password typed in the wrong place. As costly as the walk.
  @MainActor
  package static func commandWords(tabs: [AppTab] = AppTab.all) async -> Set<String> {
    await explore(tabs: tabs).words
  }

  /// The walk: the map, and the action names of every place it reached.
  @MainActor
  private static func explore(tabs: [AppTab]) async -> (map: AppMap, words: Set<String>) {
    guard let start = await MapPlace.reached(by: [], tabs: tabs) else {
      return (AppMap(screens: [], transitions: []), [])
    }
    var screens = [start.screen.id: start.screen]
    var transitions: Set<MapTransition> = []
    var words = start.actionNames
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
        // A screen reached again may offer actions it did not where it was first reached.
        words.formUnion(reached.actionNames)
        if screens[reached.screen.id] == nil {
          screens[reached.screen.id] = reached.screen
          queue.append((steps + [step], reached))
        }
      }
    }
    let map = AppMap(screens: screens.values.sorted { $0.id < $1.id }, transitions: transitions.sorted())
    return (map, words)
  }
}
