import Foundation
import SharedModels

/// The feed, saved in `items.json`: items newest first (highest id first).
@MainActor
public final class ItemStore {
  /// Every item, newest first.
  public private(set) var items: [Item]
  private let file: StoreFile<[Item]>

  init(file: StoreFile<[Item]>, items: [Item]) {
    self.file = file
    self.items = items.sorted { $0.id.rawValue > $1.id.rawValue }
  }

  /// One item by id, nil if there is none.
  public func item(_ id: ItemID) -> Item? {
    items.first { $0.id == id }
  }

  /// An author's items, newest first (a profile's posts).
  public func items(by author: UserID) -> [Item] {
    items.filter { $0.author == author }
  }

  /// What a detail screen suggests next, deterministically: the author's other items (newest
  /// first), then the item's neighbours in the feed (newer, then older), at most `limit`.
  public func related(to id: ItemID, limit: Int = 3) -> [Item] {
    guard let index = items.firstIndex(where: { $0.id == id }) else { return [] }
    let item = items[index]
    var related = items.filter { $0.author == item.author && $0.id != id }
    let neighbours = [index - 1, index + 1].filter(items.indices.contains).map { items[$0] }
    for neighbour in neighbours where !related.contains(neighbour) {
      related.append(neighbour)
    }
    return Array(related.prefix(max(0, limit)))
  }

  /// Adds a new item at the top of the feed with the next id. The title is trimmed and must
  /// not be empty; on failure the feed is unchanged.
  public func add(title: String, body: String, author: UserID) throws(ItemError) -> Item {
    let trimmedTitle = title.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmedTitle.isEmpty else { throw .emptyTitle }
    let (nextID, overflowed) = (items.map(\.id.rawValue).max() ?? 0).addingReportingOverflow(1)
    guard !overflowed else { throw .noFreeID }
    let item = Item(
      id: ItemID(nextID), title: trimmedTitle, body: body.trimmingCharacters(in: .whitespacesAndNewlines),
      author: author)
    do {
      try commit([item] + items)
    } catch {
      throw .notSaved(error)
    }
    return item
  }

  /// Removes an author's items (account deletion).
  func removeItems(by author: UserID) throws(DataWriteError) {
    guard items.contains(where: { $0.author == author }) else { return }
    try commit(items.filter { $0.author != author })
  }

  private func commit(_ updated: [Item]) throws(DataWriteError) {
    try file.save(updated)
    items = updated
  }
}
