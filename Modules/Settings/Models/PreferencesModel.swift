import Observation
import Scaffolding
import SharedModels

/// The signed-in user's preferences as the store holds them, which the list, the appearance
/// page and the notifications page all show.
///
/// One model for the whole flow, owned by the coordinator, rather than one per page: the three
/// screens show the same value, so it is loaded once, by the list's task (the flow's root, in
/// the tree as long as any page is), and a page pushed over the list shows it at once instead
/// of loading it again. A page's save that succeeds puts what it stored here
/// (``PreferencePageModel``), so going back to the list shows the change without reading it
/// again. A `retry` on any of the three screens restarts the list's load.
@MainActor
@Observable
final class PreferencesModel {
  /// The preferences: `.loading` until the list's task has read them.
  var stored: Loadable<UserPreferences> = .loading
  /// Bumped to load again; the list's `task(id:)` reads it.
  private(set) var attempt = 0

  /// Loads the preferences again, after a read failed.
  func retry() {
    stored = .loading
    attempt += 1
  }
}
