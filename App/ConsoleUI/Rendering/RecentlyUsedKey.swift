/// What a ``RecentlyUsed`` cache is keyed by: everything a kept value was made from.
///
/// A protocol requirement rather than a closure because closures formed in main-actor code
/// check the executor on every call (about 220 instructions), more than most comparisons.
protocol RecentlyUsedKey {
  /// Whether a value made from `other` is the value made from this key.
  func isSame(as other: Self) -> Bool

  /// A number equal for keys that are the same, and cheap to compare: a cache skips kept keys
  /// whose fingerprint differs without comparing them. Keys that are not the same may share
  /// one; only speed depends on how rarely they do.
  var fingerprint: Int { get }
}
