import Scaffolding
import SharedModels

/// The list of items, newest first; the Home tab's first screen.
struct FeedScreen: Screen {
  /// The body is made again only when the items or the last published one change (about
  /// 11,000 instructions a render before; see ``Memo``).
  private let memo = Memo<Shown, ScreenBody>()

  /// What the body shows.
  private struct Shown: Equatable {
    let items: [Item]
    let published: Item?
  }

  func body(in context: ScreenContext) -> ScreenBody {
    let home = context.nearest(HomeCoordinator.self)
    let shown = Shown(items: home?.dependencies.feed() ?? [], published: home?.lastPublished)
    return memo.value(for: shown) { shown in Self.body(showing: shown, of: home) }
  }

  private static func body(showing shown: Shown, of home: HomeCoordinator?) -> ScreenBody {
    // One array filled in place, without a closure per item (each call checks the executor).
    var lines: [String] = []
    lines.reserveCapacity(3 + shown.items.count)
    if let published = shown.published { lines += ["Published #\(published.id).", ""] }
    if shown.items.isEmpty { lines.append("Nothing here yet.") }
    for item in shown.items { lines.append("#\(item.id)  \(item.title)  (by \(item.author))") }
    return ScreenBody(
      title: "Home",
      lines: lines,
      actions: [
        ScreenAction("view", summary: "Show an item", parameters: [.init("item")]) { [weak home] arguments in
          try home?.open(ItemID(arguments.integer("item")))
        },
        ScreenAction("compose", summary: "Write a new item") { [weak home] _ in
          home?.present(.compose, as: .sheet)
        },
      ])
  }
}
