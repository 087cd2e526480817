import Observation
import Scaffolding
import SharedModels

/// What the feed screen shows: one page of the feed, loaded by the screen's task.
///
/// The coordinator owns the one feed model (the feed is its root, made once) so that what
/// happens elsewhere in the flow can ask it to load again: a published item shows at the top.
@MainActor
@Observable
final class FeedModel {
  /// The page shown, as far as it has loaded.
  var page: Loadable<FeedPage> = .loading
  /// Where the page shown starts: it lists the items older than this id, or the newest items
  /// when nil.
  private(set) var cursor: ItemID?
  /// Bumped by everything that asks for a load; the screen's `task(id:)` reads it, so each
  /// bump starts a new load (and cancels one still running).
  private(set) var attempt = 0
  /// Bumped by ``checkForNewer()``; the screen's second `task(id:)` reads it, so each bump asks
  /// once whether anything newer than the page shown was published.
  private(set) var checks = 0

  /// The newest item of the first page, when the page shown is the first and has loaded:
  /// what the user has seen of the feed. Nil while loading, after a failure, on an older page,
  /// and for an empty feed.
  var newestShown: Item? {
    guard cursor == nil else { return nil }
    return page.value?.items.first
  }

  /// Whether the page shown is the first, loaded: the one page items published since can change.
  var showsNewestLoaded: Bool {
    cursor == nil && page.value != nil
  }

  /// Shows the page after the one shown, whose items are older than `cursor`.
  func showOlder(than cursor: ItemID) {
    self.cursor = cursor
    reload()
  }

  /// Shows the first page of the feed, the newest items, again; loads it even when it is the
  /// page shown, since something may have been published.
  func showNewest() {
    cursor = nil
    reload()
  }

  /// Asks whether anything was published after the first page shown, to load it again if so:
  /// for when the feed is shown again after the user was elsewhere.
  func checkForNewer() {
    checks += 1
  }

  /// Loads the page shown again, after a failure or a change.
  func reload() {
    page = .loading
    attempt += 1
  }

  /// The item with this id on the page shown, nil when it isn't there (or nothing is loaded).
  func item(_ id: ItemID) -> Item? {
    page.value?.items.first { $0.id == id }
  }
}
