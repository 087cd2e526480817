import Observation
import Scaffolding
import SharedModels

/// What one item's detail screen shows: the item and what to read next, loaded by the screen's
/// task. Each detail pushed gets its own, so two details on the stack load on their own.
@MainActor
@Observable
final class ItemDetailModel {
  /// An item with the items the detail suggests after it.
  struct Detail: Equatable {
    let item: Item
    let related: [Item]
  }

  /// The item shown.
  let itemID: ItemID
  /// The item and its related items as far as they have loaded; loaded as nil when there is no
  /// such item (it was deleted since it was listed).
  var detail: Loadable<Detail?> = .loading
  /// Bumped by ``retry()``; the screen's `task(id:)` loads again when it changes.
  private(set) var attempt = 0

  /// A model for the detail of `itemID`, loading.
  init(itemID: ItemID) {
    self.itemID = itemID
  }

  /// Loads again after a failure.
  func retry() {
    detail = .loading
    attempt += 1
  }

  /// The related item with this id, nil when the detail doesn't list it.
  func relatedItem(_ id: ItemID) -> Item? {
    detail.value??.related.first { $0.id == id }
  }
}
