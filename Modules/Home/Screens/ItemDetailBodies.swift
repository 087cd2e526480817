import Scaffolding
import SharedModels

/// The detail bodies a Home flow made lately, one ``Memo`` per item, held by the coordinator.
///
/// Every push of a detail makes a new ``ItemDetailScreen``: a memo of the screen's own started
/// empty, so the console's tour made nearly every detail body anew (about 1,600 instructions
/// a line). Kept here, a detail opened again reuses its body while the item and its related
/// items are unchanged. Bodies hold no screen or coordinator (their actions capture the flow
/// weakly), so nothing dismissed is kept alive.
@MainActor
final class ItemDetailBodies {
  /// What a detail body is made from.
  struct Shown: Equatable {
    let item: Item?
    let related: [Item]
  }

  /// More items than a session visits; past it the memos are dropped and made again, which
  /// bounds what a flow keeps as items come and go.
  static let capacity = 64

  private var memos: [ItemID: Memo<Shown, ScreenBody>] = [:]

  /// The memo of `id`'s detail body, made now when there is none.
  func memo(for id: ItemID) -> Memo<Shown, ScreenBody> {
    if let memo = memos[id] { return memo }
    if memos.count >= Self.capacity { memos.removeAll(keepingCapacity: true) }
    let memo = Memo<Shown, ScreenBody>()
    memos[id] = memo
    return memo
  }

  /// How many items have a kept body; for tests.
  var count: Int { memos.count }
}
