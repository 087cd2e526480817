import ModName
import Scaffolding

extension AppTab {
  /// The ModName tab.
  static let modName = AppTab(
    "modname", label: TabLabel("ModName"),
    make: { context in
      ModNameCoordinator(dependencies: .live(context)) { outcome in
        switch outcome {
        // Where the app acts on the result: store it, or follow a link into another tab
        // (context.follow("app://…")), as Home's "view author" does. The list already says so.
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
  /// (`context.environment.stores`) when the feature has data of its own, and make each write
  /// for the user through `try await context.write { … }`, so one refused because their account
  /// is gone ends the session.
  @MainActor
  static func live(_ context: TabContext) -> Self {
    let environment = context.environment
    return Self(entries: {
      try await environment.simulatedLatency()
      return [.init(id: 1, title: "First"), .init(id: 2, title: "Second"), .init(id: 3, title: "Third")]
    })
  }
}
