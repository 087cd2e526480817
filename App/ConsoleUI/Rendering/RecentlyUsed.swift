/// A few values kept with the keys they were made from, forgetting the least recently used.
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
    /// The ``RecentlyUsed/clock`` when the entry was last kept or found.
    var lastUse: UInt64
  }

  /// How many values are kept at most.
  let capacity: Int
  private var entries: [Entry] = []
  /// Each entry's key's ``RecentlyUsedKey/fingerprint``, in the same order: a search scans
  /// these integers and compares whole keys only where they match.
  private var fingerprints: [Int] = []
  /// Counts lookups that found a value and values kept: the order of use.
  private var clock: UInt64 = 0

  /// An empty cache keeping up to `capacity` values.
  init(capacity: Int) {
    self.capacity = max(1, capacity)
    entries.reserveCapacity(self.capacity)
    fingerprints.reserveCapacity(self.capacity)
  }

  // A hit stamps its entry instead of moving it to the front: moving a screen's parts cost
  // about 510 instructions of every drawing, a stamp a few.
  /// The value kept for `key`, which becomes the most recently used.
  mutating func value(for key: Key) -> Value? {
    guard let index = Self.firstIndex(of: key, fingerprint: key.fingerprint, in: entries, fingerprints)
    else { return nil }
    clock &+= 1
    entries[index].lastUse = clock
    return entries[index].value
  }

  /// Keeps `value` for `key`, forgetting the least recently used value when full.
  mutating func keep(_ value: Value, for key: Key) {
    clock &+= 1
    let entry = Entry(key: key, value: value, lastUse: clock)
    guard entries.count == capacity else {
      entries.append(entry)
      fingerprints.append(key.fingerprint)
      return
    }
    var oldest = 0
    for index in entries.indices where entries[index].lastUse < entries[oldest].lastUse { oldest = index }
    entries[oldest] = entry
    fingerprints[oldest] = key.fingerprint
  }

  /// Compares keys in place, through a pointer: read through the array (even its buffer's
  /// subscript), each entry was copied out (a dozen retains and releases for a screen's
  /// parts) before it could be compared, which cost more than the comparisons. Only keys
  /// whose fingerprint matches are compared at all.
  private static func firstIndex(of key: Key, fingerprint: Int, in entries: [Entry], _ fingerprints: [Int]) -> Int? {
    fingerprints.withUnsafeBufferPointer { prints in
      entries.withUnsafeBufferPointer { kept in
        guard let first = kept.baseAddress else { return nil }
        for index in kept.indices where prints[index] == fingerprint && first[index].key.isSame(as: key) {
          return index
        }
        return nil
      }
    }
  }
}
