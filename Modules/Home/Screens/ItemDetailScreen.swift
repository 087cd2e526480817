import Scaffolding
import SharedModels

/// One item in full, with related items to go deeper and a way to its author's profile.
struct ItemDetailScreen: Screen {
  let itemID: ItemID
  /// The body is made again only when the item or its related items change (about 13,000
  /// instructions a render before; see ``Memo``), from a memo the flow keeps per item, so a
  /// detail pushed again finds it (see ``ItemDetailBodies``).
  private typealias Shown = ItemDetailBodies.Shown

  func body(in context: ScreenContext) -> ScreenBody {
    let home = context.nearest(HomeCoordinator.self)
    let item = home?.dependencies.item(itemID)
    let related = item == nil ? [] : home?.dependencies.related(itemID) ?? []
    let shown = Shown(item: item, related: related)
    guard let home else { return body(showing: shown, of: nil) }
    return home.detailBodies.memo(for: itemID).value(for: shown) { shown in body(showing: shown, of: home) }
  }

  private func body(showing shown: Shown, of home: HomeCoordinator?) -> ScreenBody {
    guard let item = shown.item else {
      return ScreenBody(title: "Item \(itemID)", lines: ["This item no longer exists."])
    }
    // One array filled in place: concatenating arrays and mapping with a closure (which checks
    // the executor on every call) cost about a third of making the body.
    var lines: [String] = []
    lines.reserveCapacity(7 + shown.related.count)
    lines += [item.title, "", item.body, "", "by \(item.author)"]
    if !shown.related.isEmpty {
      lines += ["", "Related:"]
      for other in shown.related { lines.append("  #\(other.id)  \(other.title)") }
    }
    return ScreenBody(
      title: "Item \(item.id)",
      lines: lines,
      actions: [
        ScreenAction("related", summary: "Open a related item", parameters: [.init("item")]) {
          [weak home] arguments in
          try home?.openRelated(ItemID(arguments.integer("item")), from: item.id)
        },
        ScreenAction("author", summary: "View \(item.author)'s profile") { [weak home] _ in
          try home?.dependencies.showAuthor(item.author)
        },
      ])
  }
}
