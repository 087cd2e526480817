import AppData
import Compose
import Scaffolding
import SharedModels

// Compose is a flow other features present (Home from its feed, Profile from your own page),
// not a tab: it has no row in the tab table. Each presenter's row hands it in through the
// presenter's `Dependencies.compose` factory, and hears the published item back through
// `present(_:as:returning:onResult:)`.

extension ComposeCoordinator.Dependencies {
  /// Compose's needs met by the app's stores, as the signed-in user: publishing goes through
  /// the simulated network (`console --latency`), then a write through `context.write`, which
  /// ends the session when its account is gone, and forgets the draft with it; the draft is
  /// this window's row in the drafts store, on this device (no latency), one per user whichever
  /// tab presented Compose, written on the stores' actor in the order Compose asks. When another
  /// window is writing one, this one starts afresh and says so.
  @MainActor
  static func live(_ context: TabContext) -> Self {
    let environment = context.environment
    let drafts = environment.stores.drafts
    let session = context.session
    return Self(
      publish: { title, body in
        try await environment.request {
          try await context.write { try await drafts.publish(title: title, body: body, as: session) }
        }
      },
      loadDraft: {
        let reopened = try await context.write { try await drafts.reopen(for: session) }
        if reopened.isOpenElsewhere {
          await environment.report("A draft is open in another window; this one starts a new draft.")
        }
        return reopened.draft
      },
      // Isolated to the stores' actor, so each write is queued there as it is asked, in order.
      saveDraft: { @DataActor draft in try await context.write { try drafts.save(draft, for: session) } })
  }
}

extension PresentedFlow {
  /// Compose alone (`console --feature compose`): it publishes into memory and keeps its draft
  /// there, and hands the stand-in presenter the published item.
  static let compose = PresentedFlow("compose", returning: Item.self) {
    ComposeCoordinator(dependencies: .preview())
  }
}
