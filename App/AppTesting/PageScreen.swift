import Scaffolding

/// A page of a ``PageFlow``: its title, and actions to push a page (`page <number>`), on the
/// start page to present the sheet (`sheet`) and, with a load, to push the loading page
/// (`load`) or ask the question (`ask`), and on the sheet to close it (`done`).
struct PageScreen: Screen {
  let title: String
  let place: PageFlow.Destinations.Meta

  func body(in context: ScreenContext) -> ScreenBody {
    let coordinator = context.coordinator(PageFlow.self)
    var actions: [ScreenAction] = []
    if place != .sheet {
      actions.append(
        ScreenAction("page", summary: "Push a page", parameters: [.init("number", kind: .number)], on: coordinator) {
          coordinator, arguments in
          try coordinator.showPage(arguments.integer("number"))
        })
    }
    if place == .start {
      actions.append(
        ScreenAction("sheet", summary: "Present the sheet", on: coordinator) { coordinator, _ in
          coordinator.present(.sheet, as: .sheet)
        })
    }
    if place == .start, coordinator.load != nil {
      actions.append(
        ScreenAction("load", summary: "Push a page that loads", on: coordinator) { coordinator, _ in
          coordinator.route(to: .loading)
        })
      actions.append(
        ScreenAction("ask", summary: "Ask a question and await the answer", on: coordinator) { coordinator, _ in
          coordinator.ask()
        })
    }
    if place == .sheet {
      actions.append(
        ScreenAction("done", summary: "Close the sheet", on: coordinator) { coordinator, _ in
          coordinator.finishSheet()
        })
    }
    return ScreenBody(title: title, actions: actions, notices: place == .sheet ? [] : [coordinator.notice])
  }
}
