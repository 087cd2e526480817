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

  /// The confirmation; its task deletes the account once the user has confirmed, and on
  /// success closes the cover and reports it.
  func confirmation() -> some Screen {
    let model = DeletionModel()
    return DeleteConfirmationScreen(model: model).task(id: model.attempt) { [weak self, dependencies] task in
      guard model.isDeleting else { return }
      await task.load({ try await dependencies.deleteAccount() }) { result in
        model.deletion = result
        if case .loaded = result { self?.finishDeleted() }
      }
    }
  }

  /// Asks `model` to delete the account once what the user typed is their username; refuses
  /// anything else, deleting nothing.
  func confirm(typing typed: String, on model: DeletionModel) throws {
    guard typed == username else {
      throw ScreenActionError("type your username '\(username)' exactly to confirm; nothing was deleted")
    }
    guard !model.isDeleting else { throw ScreenActionError("the account is being deleted already") }
    model.submit()
  }

  /// Closes the cover, then reports the deletion, so whatever Settings' owner does with it
  /// starts with the cover gone.
  private func finishDeleted() {
    dismissCoordinator()
    onComplete(.deleted)
  }

  /// Gives every step the way out: Cancel closes the cover and deletes nothing.
  func customize(_ screen: any Screen) -> any Screen {
    screen.addingActions { context in
      [
        ScreenAction("cancel", summary: "Keep the account and close", on: context.coordinator(Self.self)) {
          coordinator, _ in coordinator.dismissCoordinator()
        }
      ]
    }
  }
}
