import Scaffolding

/// Step 1 of ModName: the choices, each with its id.
struct ModNameChooseScreen: LoadedScreen {
  var title: String { "Choose" }

  func body(_ choices: [ModNameCoordinator.Choice], in context: ScreenContext) -> ScreenBody {
    guard !choices.isEmpty else { return ScreenBody(title: title, lines: ["Nothing to choose from yet."]) }
    let coordinator = context.coordinator(ModNameCoordinator.self)
    let choose = ScreenAction(
      "choose", summary: "Pick one", parameters: [.init("choice", kind: .number, examples: ["1"])], on: coordinator
    ) { coordinator, arguments in
      try coordinator.pick(arguments.integer("choice"), from: choices)
    }
    let lines = ["Step 1 of 2. Pick one."] + choices.map { "#\($0.id)  \($0.title)" }
    return ScreenBody(title: title, lines: lines, actions: [choose])
  }
}
