/// One page of the feed, newest first, and where the next (older) page starts.
///
/// Pages are cut by id (keyset pagination): the next page is the items older than the last one
/// shown, so items published while someone reads never shift, repeat or skip a later page.
public struct FeedPage: Hashable, Sendable {
  /// The page's items, newest first.
  public var items: [Item]
  /// What to ask for the page after this one with (its items are older than this id); nil on
  /// the last page.
  public var next: ItemID?

  /// A page of `items` followed by the page older than `next`.
  public init(items: [Item], next: ItemID?) {
    self.items = items
    self.next = next
  }

  /// The page of the first `limit` of `candidates` (newest first), with a next page when there
  /// are more: read one item more than a page to know whether another page follows.
  public init(limit: Int, of candidates: some Collection<Item>) {
    let items = Array(candidates.prefix(limit))
    self.init(items: items, next: candidates.count > limit ? items.last?.id : nil)
  }
}
