import Scaffolding

/// A page of a ``PageFlow``: its title, and actions to push a page (`page <number>`), on the
/// start page to present the sheet (`sheet`), and on the sheet to close it (`done`).
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
    if place == .sheet {
      actions.append(
        ScreenAction("done", summary: "Close the sheet", on: coordinator) { coordinator, _ in
          try coordinator.finishSheet()
        })
    }
    return ScreenBody(title: title, actions: actions, notices: place == .sheet ? [] : [coordinator.notice])
  }
}
