import Scaffolding
import SharedModels

/// The list of items, newest first; the Home tab's first screen.
struct FeedScreen: Screen {
  func body(in context: ScreenContext) -> ScreenBody {
    let home = context.nearest(HomeCoordinator.self)
    let items = home?.dependencies.feed() ?? []
    var lines = items.isEmpty ? ["Nothing here yet."] : items.map { "#\($0.id)  \($0.title)  (by \($0.author))" }
    if let published = home?.lastPublished { lines = ["Published #\(published.id).", ""] + lines }
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
