import Scaffolding
import SharedModels

/// The list of items, newest first; the Home tab's first screen.
struct FeedScreen: Screen {
  func body(in context: ScreenContext) -> ScreenBody {
    let home = context.nearest(HomeCoordinator.self)
    let items = home?.dependencies.feed() ?? []
    return ScreenBody(
      title: "Home",
      lines: items.isEmpty ? ["Nothing here yet."] : items.map { "#\($0.id)  \($0.title)  (by \($0.author))" },
      actions: [
        ScreenAction("open", summary: "Show an item", parameters: [.init("item")]) { [weak home] arguments in
          try home?.open(ItemID(arguments.integer("item")))
        }
      ])
  }
}
