import Scaffolding
import SharedModels

/// One item in full, with related items to go deeper and a way to its author's profile.
struct ItemDetailScreen: Screen {
  let itemID: ItemID

  func body(in context: ScreenContext) -> ScreenBody {
    let home = context.nearest(HomeCoordinator.self)
    guard let item = home?.dependencies.item(itemID) else {
      return ScreenBody(title: "Item \(itemID)", lines: ["This item no longer exists."])
    }
    let related = home?.dependencies.related(itemID) ?? []
    let relatedLines = related.isEmpty ? [] : ["", "Related:"] + related.map { "  #\($0.id)  \($0.title)" }
    return ScreenBody(
      title: "Item \(item.id)",
      lines: [item.title, "", item.body, "", "by \(item.author)"] + relatedLines,
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
