import Scaffolding
import SharedModels

/// One item in full, with related items to go deeper and a way to its author's profile when
/// the app hands in a profile flow.
struct ItemDetailScreen: LoadedScreen {
  /// An item with the items to read after it; nil when the item no longer exists.
  struct Detail {
    let item: Item
    let related: [Item]
  }

  let itemID: ItemID
  var title: String { "Item \(itemID)" }

  func body(_ detail: Detail?, in context: ScreenContext) -> ScreenBody {
    guard let detail else { return ScreenBody(title: title, lines: ["This item no longer exists."]) }
    let coordinator = context.coordinator(HomeCoordinator.self)
    let item = detail.item
    var body = ScreenBody(title: title, lines: [item.title, "", item.body, "", "by \(item.author)"])
    if !detail.related.isEmpty {
      body.lines += ["", "Related:"] + detail.related.map { "  #\($0.id)  \($0.title)" }
      body.actions.append(
        ScreenAction(
          "related", summary: "Open a related item", parameters: [.init("item", kind: .number, examples: ["2"])],
          on: coordinator
        ) { coordinator, arguments in
          try coordinator.showRelated(ItemID(arguments.integer("item")), of: detail)
        })
    }
    if coordinator.showsAuthors {
      body.actions.append(
        ScreenAction("author", summary: "View \(item.author)'s profile", on: coordinator) { coordinator, _ in
          coordinator.route(to: .author(item.author))
        })
    }
    return body
  }
}
