import Scaffolding

/// The delete-account flow Settings presents as a full-screen cover: a warning, then a
/// confirmation that asks for the username.
///
/// A cover rather than a sheet because nothing else should be reachable mid-decision. It
/// closes itself before reporting, so a presenter that tears the whole tree down on the
/// result finds nothing half-dismissed.
final class DeleteAccountCoordinator: FlowCoordinatable {
  let stack = FlowStack<DeleteAccountCoordinator>(root: .warning)
  let username: String
  private let delete: @MainActor () throws -> Void
  private let onComplete: @MainActor () -> Void

  init(username: String, delete: @escaping @MainActor () throws -> Void, onComplete: @escaping @MainActor () -> Void) {
    self.username = username
    self.delete = delete
    self.onComplete = onComplete
  }

  func warning() -> some Screen { DeleteWarningScreen() }
  func confirmation() -> some Screen { DeleteConfirmationScreen() }

  func confirm(typing typed: String) throws {
    guard typed == username else {
      throw ScreenActionError("type your username '\(username)' exactly to confirm; nothing was deleted")
    }
    try delete()
    dismissCoordinator()
    onComplete()
  }

  /// Gives every step the way out: Cancel closes the cover and deletes nothing.
  func customize(_ screen: any Screen) -> any Screen {
    screen.addingActions { [weak self] _ in
      [ScreenAction("cancel", summary: "Keep the account and close") { _ in self?.dismissCoordinator() }]
    }
  }
}
