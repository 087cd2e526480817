extension AppMap {
  /// Walks the app on `tabs` from sign-in, on the demo data in memory (nothing is written
  /// anywhere), breadth first: on each screen, every action with each list of its parameters'
  /// examples (``ExampleArguments``), back, and on a tab's first screen every other tab. Each
  /// place is rebuilt from a fresh app (``MapPlace``); a step that is refused is no transition,
  /// and one that moves nothing stays (``MapTransition/Kind/stay``). The same app gives the same
  /// map on every run. Throws when a screen it reached offers an action it could not take with
  /// any example, so every action of every screen is on the map.
  @MainActor
  public static func walk(tabs: [AppTab] = AppTab.all) async throws(UntakeableActions) -> AppMap {
    let walked = await explore(tabs: tabs)
    guard walked.untaken.isEmpty else { throw UntakeableActions(actions: walked.untaken) }
    return walked.map
  }

  /// The names of the actions the screens of the app on `tabs` offer, in lower case: those of
  /// every place ``walk(tabs:)`` reaches. What a front end can tell a command typed on the wrong
  /// screen by, from a password typed in the wrong place. As costly as the walk.
  @MainActor
  package static func commandWords(tabs: [AppTab] = AppTab.all) async -> Set<String> {
    await explore(tabs: tabs).words
  }

  /// The walk: the map, the action names of every place it reached, and the actions offered
  /// where it walked from that no step took (`<screen> <action>`).
  @MainActor
  private static func explore(tabs: [AppTab]) async -> (map: AppMap, words: Set<String>, untaken: [String]) {
    guard let start = await MapPlace.reached(by: [], tabs: tabs) else {
      return (AppMap(screens: [], transitions: []), [], [])
    }
    var screens = [start.screen.id: start.screen]
    var transitions: Set<MapTransition> = []
    var words = Set(start.actions.map { $0.lowercased() })
    var untaken: [String] = []
    var queue = [(steps: [MapStep](), place: start)]
    var next = 0
    while next < queue.count {
      let (steps, place) = queue[next]
      next += 1
      var taken: Set<String> = []
      for step in place.offered {
        guard let reached = await MapPlace.reached(by: steps + [step], tabs: tabs) else { continue }
        taken.insert(step.label)
        let kind = reached.kind ?? .stay
        transitions.insert(MapTransition(from: place.screen.id, to: reached.screen.id, action: step.label, kind: kind))
        // A screen reached again may offer actions it did not where it was first reached.
        words.formUnion(reached.actions.map { $0.lowercased() })
        if screens[reached.screen.id] == nil {
          screens[reached.screen.id] = reached.screen
          queue.append((steps + [step], reached))
        }
      }
      untaken += place.actions.filter { !taken.contains($0) }.map { "\(place.screen.id) \($0)" }
    }
    let map = AppMap(screens: screens.values.sorted { $0.id < $1.id }, transitions: transitions.sorted())
    return (map, words, untaken.sorted())
  }
}
