import Observation
import Scaffolding

/// The confirmation step's deletion: the `confirm` intent asks for it, the step's task does it.
///
/// Made by the confirmation's route, so leaving the step (Cancel) cancels a deletion still
/// running, and a refused deletion stays on the step with its sentence until the next confirm.
@MainActor
@Observable
final class DeletionModel {
  /// nil until the user confirms; `.loading` while the account is being deleted; `.failed`
  /// with the sentence when the deletion was refused; `.loaded` once it is done.
  var deletion: Loadable<Void>?
  /// Bumped by each ``submit()``; the step's `task(id:)` reads it.
  private(set) var attempt = 0

  /// Whether the deletion is running: the step offers no second confirm meanwhile.
  var isDeleting: Bool {
    if case .loading? = deletion { true } else { false }
  }

  /// Asks for the account to be deleted: the step shows it and its task deletes.
  func submit() {
    deletion = .loading
    attempt += 1
  }
}
