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
  /// Settings': the flow deletes through its `deleteAccount`.
  typealias Dependencies = SettingsCoordinator.Dependencies
  let dependencies: Dependencies
  /// Hears that the account is gone, once the cover has closed; cancelling hands back nothing.
  private let onDeleted: @MainActor () -> Void

  init(username: String, dependencies: Dependencies, onDeleted: @escaping @MainActor () -> Void) {
    self.username = username
    self.dependencies = dependencies
    self.onDeleted = onDeleted
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
    onDeleted()
  }

  /// Gives every step the way out: Cancel closes the cover and deletes nothing.
  func customize(_ screen: any Screen) -> any Screen {
    screen.addingCancel("Keep the account and close", on: self)
  }
}
