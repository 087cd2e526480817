import Scaffolding
import SharedModels

/// The list of items, newest first; the Home tab's first screen.
struct FeedScreen: Screen {
  func body(in context: ScreenContext) -> ScreenBody {
    let coordinator = context.coordinator(HomeCoordinator.self)
    let items = coordinator.dependencies.feed()
    var lines: [String] = []
    if items.isEmpty { lines.append("Nothing here yet.") }
    lines += items.map { "#\($0.id)  \($0.title)  (by \($0.author))" }
    return ScreenBody(
      title: "Home",
      lines: lines,
      actions: [
        ScreenAction("view", summary: "Show an item", parameters: [.init("item", kind: .number)], on: coordinator) {
          coordinator, arguments in
          try coordinator.showItem(ItemID(arguments.integer("item")))
        },
        ScreenAction("compose", summary: "Write a new item", on: coordinator) { coordinator, _ in
          coordinator.present(.compose, as: .sheet)
        },
      ],
      notices: [coordinator.notice])
  }
}
