@_spi(Inspection) import Scaffolding

/// One thing the app map's walk does where it stands, as a user would: one of the screen's
/// actions with example arguments, going back, or selecting a tab of the bar.
enum MapStep: Hashable, Sendable {
  /// The visible screen's action called `name`, with these arguments.
  case action(name: String, arguments: [String])
  /// Back from the visible screen: a pop, or closing a modal.
  case back
  /// The tab of the bar called `name` (its row's name, as in links).
  case tab(name: String)

  /// What a transition calls it: the action's name, `back`, `tab <name>`.
  var label: String {
    switch self {
    case .action(let name, _): name
    case .back: "back"
    case .tab(let name): "tab \(name)"
    }
  }

  /// What can be done where `app` stands: each action of the visible screen with each list of
  /// example arguments (``ExampleArguments``), then back when it does something, or, on a tab's
  /// first screen, every other tab.
  @MainActor
  static func offered(in app: AppCoordinator) -> [MapStep] {
    guard let visible = app.visibleScreen else { return [] }
    var steps = visible.render().actions.flatMap { action in
      ExampleArguments.argumentLists(for: action).map { MapStep.action(name: action.name, arguments: $0) }
    }
    if app.backAction != .none {
      steps.append(.back)
    } else if let tabs = app.mainTabs {
      let selected = tabs.tabItems.selectedIndex
      for (index, tab) in tabs.tabItems.tabs.enumerated() where index != selected {
        if let name = tab.meta as? AppTab.Name { steps.append(.tab(name: name.rawValue)) }
      }
    }
    return steps
  }

  /// Takes the step in `app` and waits until the app has settled; false when it was refused:
  /// an action that threw, nothing to go back to, a tab that isn't there.
  @MainActor
  func take(in app: AppCoordinator) async -> Bool {
    switch self {
    case .action(let name, let arguments):
      guard let visible = app.visibleScreen, let action = visible.render().action(named: name) else { return false }
      do {
        // The screen's owner stays alive through its action, whether or not the action leaves it.
        let run = try withExtendedLifetime(visible) { try action.perform(arguments) }
        await Self.settle(app)
        try await run?.value
      } catch {
        return false
      }
      return true
    case .back:
      guard app.goBack() != .none else { return false }
    case .tab(let name):
      guard let tabs = app.mainTabs,
        let index = tabs.tabItems.tabs.firstIndex(where: { ($0.meta as? AppTab.Name)?.rawValue == name })
      else { return false }
      do {
        try tabs.selectTab(at: index)
      } catch {
        return false
      }
    }
    await Self.settle(app)
    return true
  }

  /// One turn of the main actor for what the step started, then until the app has settled.
  @MainActor
  private static func settle(_ app: AppCoordinator) async {
    await Task.yield()
    await app.settledWithAppWork()
  }
}
