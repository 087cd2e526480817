import ModName
import Scaffolding
import SharedModels

// ModName is a flow other features present, not a tab, and they never import it.
// `Tuist-free-scripts/new-route <Feature> modName --present ModName` gives a feature its factory in
// `Dependencies`, which the feature's row fills (`ModNameCoordinator(dependencies: .live(context))`),
// and `presentModName()`, which hears once the `ModNameConfirmation` (a shared model) or nil.

extension ModNameCoordinator.Dependencies {
  /// ModName's needs met by the app, as the signed-in user; each call first waits out the
  /// simulated network (`console --latency`), and the submit is a write through `context.write`,
  /// which ends the session when its account is gone. ModName has no data of the app's yet, so
  /// both answer as the preview does: replace them with calls to a store of the app's
  /// (`context.environment.stores`) or a client.
  @MainActor
  static func live(_ context: TabContext) -> Self {
    let environment = context.environment
    let fake = Self.preview()
    return Self(
      choices: { try await environment.request { try await fake.choices() } },
      submit: { choice in try await environment.request { try await context.write { try await fake.submit(choice) } } })
  }
}

extension PresentedFlow {
  /// ModName alone (`console --feature modname`): a stand-in presenter with the flow presented
  /// over it, on the preview's choices, told the confirmation it hands back.
  static let modName = PresentedFlow("modname", returning: ModNameConfirmation.self) {
    ModNameCoordinator(dependencies: .preview())
  }
}
