import Compose
import Scaffolding
import SharedModels

// Compose is a flow other features present (Home from its feed, Profile from your own page),
// not a tab: it has no row in the tab table. Each presenter's row hands it in through the
// presenter's `Dependencies.compose` factory, and hears the published item back through
// `present(_:as:returning:onResult:)`.

extension ComposeCoordinator.Dependencies {
  /// Compose's needs met by the app's item store, publishing as the signed-in user: first the
  /// simulated network (`console --latency`), then a write through `context.write`, which ends
  /// the session when its account is gone.
  @MainActor
  static func live(_ context: TabContext) -> Self {
    let environment = context.environment
    let items = environment.stores.items
    let session = context.session
    return Self(publish: { title, body in
      try await environment.simulatedLatency()
      return try await context.write { try await items.add(title: title, body: body, as: session) }
    })
  }
}
