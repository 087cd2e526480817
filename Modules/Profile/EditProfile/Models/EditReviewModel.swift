import Observation
import Scaffolding
import SharedModels

/// The review step's draft and how saving it goes.
///
/// Saving is the step's task (ARCHITECTURE rule 12): ``submit()`` asks for it, and the task,
/// restarted by the new ``attempt``, does the write and fills in ``saving``, so leaving the
/// step cancels the write and a late answer is refused.
@MainActor
@Observable
final class EditReviewModel {
  /// What saving stores.
  let draft: UserProfile
  /// Nil until the user saves; then the save in flight, or how it ended.
  var saving: Loadable<Void>?
  /// The step task's id: each submit bumps it, so the task saves (again).
  private(set) var attempt = 0

  /// The review of `draft`, not saved yet.
  init(draft: UserProfile) {
    self.draft = draft
  }

  /// Whether a save is in flight, so the step offers no second one.
  var isSaving: Bool {
    if case .loading? = saving { return true }
    return false
  }

  /// Asks the step's task to save the draft.
  func submit() {
    saving = .loading
    attempt += 1
  }
}
