import Scaffolding
import SharedModels

/// One item in full, with related items to go deeper and a way to its author's profile.
struct ItemDetailScreen: Screen {
  let itemID: ItemID

  func body(in context: ScreenContext) -> ScreenBody {
    let coordinator = context.coordinator(HomeCoordinator.self)
    let item: Item
    let related: [Item]
    do {
      guard let found = try coordinator.dependencies.item(itemID) else {
        return ScreenBody(title: "Item \(itemID)", lines: ["This item no longer exists."])
      }
      item = found
      related = try coordinator.dependencies.related(itemID)
    } catch {
      return ScreenBody(title: "Item \(itemID)", lines: ["\(error)"])
    }
    var lines = [item.title, "", item.body, "", "by \(item.author)"]
    if !related.isEmpty {
      lines += ["", "Related:"] + related.map { "  #\($0.id)  \($0.title)" }
    }
    return ScreenBody(
      title: "Item \(item.id)",
      lines: lines,
      actions: [
        ScreenAction(
          "related", summary: "Open a related item",
          parameters: [.init("item", kind: .number)], on: coordinator
        ) { coordinator, arguments in
          try coordinator.showRelated(ItemID(arguments.integer("item")), of: item.id)
        },
        ScreenAction("author", summary: "View \(item.author)'s profile", on: coordinator) { coordinator, _ in
          coordinator.showAuthor(of: item)
        },
      ])
  }
}
