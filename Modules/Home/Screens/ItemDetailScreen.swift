import Scaffolding
import SharedModels

/// One item in full, pushed from the feed.
struct ItemDetailScreen: Screen {
  let itemID: ItemID

  func body(in context: ScreenContext) -> ScreenBody {
    guard let item = context.nearest(HomeCoordinator.self)?.dependencies.item(itemID) else {
      return ScreenBody(title: "Item \(itemID)", lines: ["This item no longer exists."])
    }
    return ScreenBody(title: "Item \(item.id)", lines: [item.title, "", item.body, "", "by \(item.author)"])
  }
}
