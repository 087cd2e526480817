import Observation
import Scaffolding
import SharedModels

/// What the feed screen shows: one page of the feed and where it starts.
///
/// The feed is Home's root, so its state is the coordinator's: a publish elsewhere in the flow
/// asks it to show the newest items again.
@MainActor
@Observable
final class FeedModel {
  /// The page shown, as far as it has loaded.
  let page = Load<FeedPage>()
  /// Where the page shown starts: it lists the items older than this id, or the newest items
  /// when nil.
  private(set) var cursor: ItemID?

  /// The newest item of the first page once it has loaded: what the user has seen of the
  /// feed. Nil while loading, after a failure, on an older page, and for an empty feed.
  var newestShown: Item? {
    cursor == nil ? page.value?.items.first : nil
  }

  /// Whether the page shown is the first, loaded: the one page items published since can change.
  var showsNewestLoaded: Bool {
    cursor == nil && page.value != nil
  }

  /// Shows the page after the one shown, whose items are older than `cursor`.
  func showOlder(than cursor: ItemID) {
    self.cursor = cursor
    page.reload()
  }

  /// Shows the newest items, loading them even when that is the page shown, since something
  /// may have been published.
  func showNewest() {
    cursor = nil
    page.reload()
  }

  /// The item with this id on the page shown, nil when it isn't there (or nothing is loaded).
  func item(_ id: ItemID) -> Item? {
    page.value?.items.first { $0.id == id }
  }
}
