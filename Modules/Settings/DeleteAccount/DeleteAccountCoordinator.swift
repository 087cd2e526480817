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
  let dependencies: Dependencies
  private let onComplete: @MainActor (Outcome) -> Void

  init(username: String, dependencies: Dependencies, onComplete: @escaping @MainActor (Outcome) -> Void) {
    self.username = username
    self.dependencies = dependencies
    self.onComplete = onComplete
  }

  func warning() -> some Screen { DeleteWarningScreen() }

  func confirmation() -> some Screen { DeleteConfirmationScreen() }

  /// Deletes the account once what the user typed is their username, refusing anything else
  /// and deleting nothing; then closes the cover and reports the deletion, so whatever
  /// Settings' owner does with it starts with the cover gone. A deletion that ends after the
  /// cover closed is reported too: the account is gone either way.
  func delete(typing typed: String) async throws {
    guard typed == username else {
      throw ScreenActionError("type your username '\(username)' exactly to confirm; nothing was deleted")
    }
    try await dependencies.deleteAccount()
    dismissCoordinator()
    onComplete(.deleted)
  }

  /// Gives every step the way out: Cancel closes the cover and deletes nothing.
  func customize(_ screen: any Screen) -> any Screen {
    screen.addingCancel("Keep the account and close", on: self)
  }
}
