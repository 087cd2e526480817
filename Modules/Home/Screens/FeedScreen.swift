import FeatureFlagsClient
import Scaffolding
import SharedModels

/// One page of items, newest first, with a way to older ones; the Home tab's first screen.
/// It offers `compose` while the `compose` flag is on, and `newest` on an older page, whether
/// or not the page has loaded.
struct FeedScreen: LoadedScreen {
  let model: FeedModel
  var title: String { "Home" }

  func frame(in context: ScreenContext) -> ScreenBody {
    let coordinator = context.coordinator(HomeCoordinator.self)
    var body = ScreenBody(title: title, notices: [coordinator.notice])
    if coordinator.dependencies.featureFlags.isOn(.compose) {
      body.actions.append(
        ScreenAction("compose", summary: "Write a new item", on: coordinator) { coordinator, _ in
          coordinator.presentCompose()
        })
    }
    if model.cursor != nil {
      body.actions.append(
        ScreenAction("newest", summary: "Show the newest items", on: model) { model, _ in model.showNewest() })
    }
    return body
  }

  func body(_ page: FeedPage, in context: ScreenContext) -> ScreenBody {
    var body = frame(in: context)
    body.lines =
      page.items.isEmpty
      ? [model.cursor == nil ? "Nothing here yet." : "No older items."]
      : page.items.map { "#\($0.id)  \($0.title)  (by \($0.author))" }
    if !page.items.isEmpty {
      body.actions.insert(
        ScreenAction(
          "view", summary: "Show an item", parameters: [.init("item", kind: .number, examples: ["3"])],
          on: context.coordinator(HomeCoordinator.self)
        ) { coordinator, arguments in try coordinator.showItem(ItemID(arguments.integer("item"))) }, at: 0)
    }
    if let next = page.next {
      body.actions.append(
        ScreenAction("more", summary: "Show older items", on: model) { model, _ in model.showOlder(than: next) })
    }
    return body
  }
}
