/// A few values kept with the keys they were made from, the most recently used first.
///
/// The console's caches of text it draws over and over (the breadcrumb's steps, the tab bar,
/// whole screens): a session keeps coming back to the same few, so a handful of entries
/// catches nearly all of them where a single one would miss at every switch between two. A
/// lookup compares keys in order, so the capacity stays small; it also bounds the memory a
/// long session keeps.
struct RecentlyUsed<Key: RecentlyUsedKey, Value> {
  private struct Entry {
    let key: Key
    let value: Value
  }

  /// How many values are kept at most.
  let capacity: Int
  private var entries: [Entry] = []

  /// An empty cache keeping up to `capacity` values.
  init(capacity: Int) {
    self.capacity = max(1, capacity)
    entries.reserveCapacity(self.capacity)
  }

  /// The value kept for `key`, which becomes the most recently used.
  mutating func value(for key: Key) -> Value? {
    guard let index = Self.firstIndex(of: key, in: entries) else { return nil }
    if index > 0 { entries.insert(entries.remove(at: index), at: 0) }
    return entries[0].value
  }

  /// Keeps `value` for `key`, forgetting the least recently used value when full.
  mutating func keep(_ value: Value, for key: Key) {
    if entries.count == capacity { entries.removeLast() }
    entries.insert(Entry(key: key, value: value), at: 0)
  }

  /// Compares keys in place, through a pointer: read through the array (even its buffer's
  /// subscript), each entry was copied out (a dozen retains and releases for a screen's
  /// parts) before it could be compared, which cost more than the comparisons.
  private static func firstIndex(of key: Key, in entries: [Entry]) -> Int? {
    entries.withUnsafeBufferPointer { kept in
      guard let first = kept.baseAddress else { return nil }
      for index in kept.indices where first[index].key.isSame(as: key) { return index }
      return nil
    }
  }
}
