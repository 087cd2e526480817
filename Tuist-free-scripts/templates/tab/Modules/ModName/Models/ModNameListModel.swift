import Observation
import Scaffolding

/// What the list screen shows: the entries, loaded by the screen's task.
///
/// The coordinator owns the one list model (the list is its root, made once), so its intents
/// and links check an id against what the user sees.
@MainActor
@Observable
final class ModNameListModel {
  /// The entries, as far as they have loaded.
  var entries: Loadable<[ModNameCoordinator.Entry]> = .loading
  /// The screen task's id: bumping it makes the task load again.
  private(set) var attempt = 0

  /// Loads again, after a failure.
  func retry() {
    entries = .loading
    attempt += 1
  }

  /// The entry with this id in the loaded list; nil when it isn't there, or nothing is loaded.
  func entry(_ id: ModNameCoordinator.Entry.ID) -> ModNameCoordinator.Entry? {
    entries.value?.first { $0.id == id }
  }
}
