import Observation
import Scaffolding

/// What one entry's page shows: the entry, loaded by the page's task. Each page pushed gets
/// its own, so two pages on the stack load on their own.
@MainActor
@Observable
final class ModNameEntryModel {
  /// The entry shown.
  let entryID: ModNameCoordinator.Entry.ID
  /// The entry as far as it has loaded; loaded as nil when the list no longer has it.
  var entry: Loadable<ModNameCoordinator.Entry?> = .loading
  /// The page task's id: bumping it makes the task load again.
  private(set) var attempt = 0

  /// A model for the page of `entryID`, loading.
  init(entryID: ModNameCoordinator.Entry.ID) {
    self.entryID = entryID
  }

  /// Loads again, after a failure.
  func retry() {
    entry = .loading
    attempt += 1
  }
}
