import Scaffolding
import SharedModels

/// The Settings tab: preferences and the way out of the signed-in app.
///
/// The module's only public symbol. Leaving the app is an outcome, not a navigation Settings
/// performs: it reports ``Outcome/signedOut`` to `onComplete` and the app swaps its root.
public final class SettingsCoordinator: FlowCoordinatable {
  /// The flow's navigation state.
  public let stack = FlowStack<SettingsCoordinator>(root: .list)
  let session: Session
  private let onComplete: @MainActor (Outcome) -> Void

  /// A Settings flow for the signed-in user that reports how the user left to `onComplete`.
  public init(session: Session, onComplete: @escaping @MainActor (Outcome) -> Void) {
    self.session = session
    self.onComplete = onComplete
  }

  func list() -> some Screen { SettingsListScreen() }

  func signOut() {
    onComplete(.signedOut)
  }
}
