import FeatureFlagsClient
import Scaffolding
import SharedModels

/// One page of items, newest first, with a way to older ones; the Home tab's first screen.
/// It offers `compose` while the `compose` flag is on.
struct FeedScreen: Screen {
  let model: FeedModel

  func body(in context: ScreenContext) -> ScreenBody {
    let coordinator = context.coordinator(HomeCoordinator.self)
    var body = ScreenBody(title: "Home", notices: [coordinator.notice])
    if coordinator.dependencies.featureFlags.isOn(.compose) {
      body.actions.append(
        ScreenAction("compose", summary: "Write a new item", on: coordinator) { coordinator, _ in
          coordinator.presentCompose()
        })
    }
    switch model.page.state {
    case .loading:
      body.lines = ["Loading…"]
    case .failed(let sentence):
      body.lines = [sentence]
      body.actions.append(.retry(model.page))
    case .loaded(let page):
      body.lines =
        page.items.isEmpty
        ? [model.cursor == nil ? "Nothing here yet." : "No older items."]
        : page.items.map { "#\($0.id)  \($0.title)  (by \($0.author))" }
      if !page.items.isEmpty {
        let item = ScreenAction.Parameter("item", kind: .number, examples: ["3"])
        body.actions.insert(
          ScreenAction("view", summary: "Show an item", parameters: [item], on: coordinator) {
            coordinator, arguments in
            try coordinator.showItem(ItemID(arguments.integer("item")))
          }, at: 0)
      }
      if let next = page.next {
        body.actions.append(
          ScreenAction("more", summary: "Show older items", on: model) { model, _ in model.showOlder(than: next) })
      }
    }
    if model.cursor != nil {
      body.actions.append(
        ScreenAction("newest", summary: "Show the newest items", on: model) { model, _ in model.showNewest() })
    }
    return body
  }
}
