import Scaffolding
import SharedModels

/// One page of items, newest first, with a way to older ones; the Home tab's first screen.
struct FeedScreen: Screen {
  func body(in context: ScreenContext) -> ScreenBody {
    let coordinator = context.coordinator(HomeCoordinator.self)
    var lines: [String] = []
    var actions = [
      ScreenAction("view", summary: "Show an item", parameters: [.init("item", kind: .number)], on: coordinator) {
        coordinator, arguments in
        try coordinator.showItem(ItemID(arguments.integer("item")))
      },
      ScreenAction("compose", summary: "Write a new item", on: coordinator) { coordinator, _ in
        coordinator.present(.compose, as: .sheet)
      },
    ]
    do {
      let page = try coordinator.shownFeedPage()
      if page.items.isEmpty { lines.append(coordinator.feedCursor == nil ? "Nothing here yet." : "No older items.") }
      lines += page.items.map { "#\($0.id)  \($0.title)  (by \($0.author))" }
      if let next = page.next {
        actions.append(
          ScreenAction("more", summary: "Show older items", on: coordinator) { coordinator, _ in
            coordinator.showOlderItems(than: next)
          })
      }
    } catch {
      lines.append("\(error)")
    }
    if coordinator.feedCursor != nil {
      actions.append(
        ScreenAction("newest", summary: "Show the newest items", on: coordinator) { coordinator, _ in
          coordinator.showNewestItems()
        })
    }
    return ScreenBody(title: "Home", lines: lines, actions: actions, notices: [coordinator.notice])
  }
}
