import Scaffolding

/// The ModName tab's first screen: the entries, each with its id.
struct ModNameStartScreen: LoadedScreen {
  var title: String { "ModName" }

  func frame(in context: ScreenContext) -> ScreenBody {
    ScreenBody(title: title, notices: [context.coordinator(ModNameCoordinator.self).notice])
  }

  func body(_ entries: [ModNameCoordinator.Entry], in context: ScreenContext) -> ScreenBody {
    var body = frame(in: context)
    guard !entries.isEmpty else {
      body.lines = ["Nothing here yet."]
      return body
    }
    body.lines = entries.map { "#\($0.id)  \($0.title)" }
    body.actions = [
      ScreenAction(
        "show", summary: "Show an entry", parameters: [.init("entry", kind: .number, examples: ["1"])],
        on: context.coordinator(ModNameCoordinator.self)
      ) { coordinator, arguments in try coordinator.showEntry(arguments.integer("entry")) }
    ]
    return body
  }
}
