import Scaffolding
import SharedModels

/// One item in full, with related items to go deeper and a way to its author's profile when
/// the app hands in a profile flow.
struct ItemDetailScreen: Screen {
  let model: ItemDetailModel

  func body(in context: ScreenContext) -> ScreenBody {
    let coordinator = context.coordinator(HomeCoordinator.self)
    let title = "Item \(model.itemID)"
    switch model.detail {
    case .loading:
      return ScreenBody(title: title, lines: ["Loading…"])
    case .failed(let sentence):
      return ScreenBody(title: title, lines: [sentence], actions: [.retry(on: model) { $0.retry() }])
    case .loaded(nil):
      return ScreenBody(title: title, lines: ["This item no longer exists."])
    case .loaded(let detail?):
      let item = detail.item
      var lines = [item.title, "", item.body, "", "by \(item.author)"]
      var actions: [ScreenAction] = []
      if coordinator.showsAuthors {
        actions.append(
          ScreenAction("author", summary: "View \(item.author)'s profile", on: coordinator) { coordinator, _ in
            coordinator.showAuthor(of: item)
          })
      }
      if !detail.related.isEmpty {
        lines += ["", "Related:"] + detail.related.map { "  #\($0.id)  \($0.title)" }
        actions.insert(
          ScreenAction(
            "related", summary: "Open a related item", parameters: [.init("item", kind: .number)], on: coordinator
          ) { [model] coordinator, arguments in
            try coordinator.showRelated(ItemID(arguments.integer("item")), listedIn: model)
          }, at: 0)
      }
      return ScreenBody(title: title, lines: lines, actions: actions)
    }
  }
}
