import Observation
import Scaffolding
import SharedModels

/// The confirm step's submit: asked for by the `confirm` action, done by the step's task.
@MainActor
@Observable
final class ModNameConfirmModel {
  /// The choice this step confirms.
  let choice: ModNameCoordinator.Choice
  /// Nil until the user confirms; then submitting, answered, or failed with the sentence.
  var submission: Loadable<ModNameConfirmation>?
  /// Bumped by ``submit()``; the step's `task(id:)` submits when it changes.
  private(set) var attempt = 0

  /// A model for the step confirming `choice`, nothing submitted yet.
  init(choice: ModNameCoordinator.Choice) {
    self.choice = choice
  }

  /// Whether a submit is running, so the screen offers no second one.
  var isSubmitting: Bool {
    if case .loading? = submission { true } else { false }
  }

  /// Asks the step's task to submit the choice.
  func submit() {
    submission = .loading
    attempt += 1
  }
}
