import Observation
import Scaffolding

/// What the first step shows: the choices, loaded by the step's task.
///
/// The coordinator owns the one choices model (the step is its root, made once), so its
/// intents check an id against what the user sees.
@MainActor
@Observable
final class ModNameChoicesModel {
  /// The choices, as far as they have loaded.
  var choices: Loadable<[ModNameCoordinator.Choice]> = .loading
  /// The step task's id: bumping it makes the task load again.
  private(set) var attempt = 0

  /// Loads again, after a failure.
  func retry() {
    choices = .loading
    attempt += 1
  }

  /// The choice with this id among those loaded; nil when it isn't there, or nothing is loaded.
  func choice(_ id: ModNameCoordinator.Choice.ID) -> ModNameCoordinator.Choice? {
    choices.value?.first { $0.id == id }
  }
}
