import Observation
import Scaffolding
import SharedModels

/// A preference page's model (appearance, notifications): the flow's preferences it shows, and
/// the change it asks to store.
///
/// The route makes one each time the page is shown, so a save is the page's own work: its
/// task does it, leaving the page cancels it, and the next visit starts with nothing pending.
/// The preferences themselves are the flow's (``PreferencesModel``), shared with the list.
@MainActor
@Observable
final class PreferencePageModel {
  /// The flow's preferences, which the list loads.
  let shared: PreferencesModel
  /// The preferences this page asked to store, while they are saved and after their save
  /// failed; nil when nothing is asked for.
  private(set) var change: UserPreferences?
  /// How the save of ``change`` stands: `.loading` while it runs, `.failed` with the sentence
  /// the store gave; nil when no save is asked for or the last one succeeded.
  private(set) var save: Loadable<Void>?
  /// Bumped by each ``submit(_:)``; the page's `task(id:)` reads it and saves ``change``.
  private(set) var attempt = 0

  /// A page showing `shared`.
  init(_ shared: PreferencesModel) {
    self.shared = shared
  }

  /// The preferences the page shows.
  var preferences: Loadable<UserPreferences> { shared.stored }

  /// Whether a save is running: the page offers no second one meanwhile.
  var isSaving: Bool {
    if case .loading? = save { true } else { false }
  }

  /// Asks for `preferences` to be stored: the page shows "Saving…" and its task saves them.
  func submit(_ preferences: UserPreferences) {
    change = preferences
    save = .loading
    attempt += 1
  }

  /// Takes how the save ended: once stored, the change is what the flow's preferences are; a
  /// refusal stays on the page, with its sentence, until the next submit.
  func finishSave(_ result: Loadable<Void>) {
    guard case .loaded = result, let change else {
      save = result
      return
    }
    shared.stored = .loaded(change)
    self.change = nil
    save = nil
  }

}
