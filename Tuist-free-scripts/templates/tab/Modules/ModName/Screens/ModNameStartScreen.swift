import Scaffolding

/// The ModName tab's first screen: the entries, each with its id.
struct ModNameStartScreen: Screen {
  let entries: Load<[ModNameCoordinator.Entry]>

  func body(in context: ScreenContext) -> ScreenBody {
    let coordinator = context.coordinator(ModNameCoordinator.self)
    var body = ScreenBody(title: "ModName", notices: [coordinator.notice])
    switch entries.state {
    case .loading:
      body.lines = ["Loading…"]
    case .failed(let sentence):
      body.lines = [sentence]
      body.actions = [.retry(entries)]
    case .loaded(let entries) where entries.isEmpty:
      body.lines = ["Nothing here yet."]
    case .loaded(let entries):
      body.lines = entries.map { "#\($0.id)  \($0.title)" }
      body.actions = [
        ScreenAction(
          "show", summary: "Show an entry", parameters: [.init("entry", kind: .number, examples: ["1"])],
          on: coordinator
        ) { coordinator, arguments in
          try coordinator.showEntry(arguments.integer("entry"))
        }
      ]
    }
    return body
  }
}
