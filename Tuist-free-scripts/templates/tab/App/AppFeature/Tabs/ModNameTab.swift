import ModName
import Scaffolding

extension AppTab {
  /// The ModName tab.
  static let modName = AppTab(
    "modname", label: TabLabel("ModName"),
    make: { context in
      ModNameCoordinator(dependencies: .live(context)) { outcome in
        switch outcome {
        // Act on the result here: store it, `context.end(…)`, or `context.follow("app://…")` to a tab.
        case .finished: break
        }
      }
    },
    preview: { report in
      ModNameCoordinator(dependencies: .preview()) { outcome in report("ModName completed: \(outcome)") }
    })
}

extension ModNameCoordinator.Dependencies {
  /// ModName's needs met by the app; each call first waits out the simulated network
  /// (`console --latency`). Replace the fixed list with a store of the app's
  /// (`context.environment.stores`), and write through `context.write { … }`, which ends the
  /// session when the user's account is gone.
  @MainActor
  static func live(_ context: TabContext) -> Self {
    let environment = context.environment
    return Self(entries: {
      try await environment.request {
        [.init(id: 1, title: "First"), .init(id: 2, title: "Second"), .init(id: 3, title: "Third")]
      }
    })
  }
}
