import Scaffolding

/// Step 1 of ModName: the choices, each with its id.
struct ModNameChooseScreen: Screen {
  let model: ModNameChoicesModel

  func body(in context: ScreenContext) -> ScreenBody {
    let coordinator = context.coordinator(ModNameCoordinator.self)
    var body = ScreenBody(title: "Choose")
    switch model.choices {
    case .loading:
      body.lines = ["Loading…"]
    case .failed(let sentence):
      body.lines = [sentence]
      body.actions = [.retry(on: model) { $0.retry() }]
    case .loaded(let choices) where choices.isEmpty:
      body.lines = ["Nothing to choose from yet."]
    case .loaded(let choices):
      body.lines = ["Step 1 of 2. Pick one."] + choices.map { "#\($0.id)  \($0.title)" }
      body.actions = [
        ScreenAction("choose", summary: "Pick one", parameters: [.init("choice", kind: .number)], on: coordinator) {
          coordinator, arguments in
          try coordinator.pick(arguments.integer("choice"))
        }
      ]
    }
    return body
  }
}
