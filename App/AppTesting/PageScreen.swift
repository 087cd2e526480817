import Scaffolding

/// A page of a ``PageFlow``: its title, and actions to push a page (`page <number>`) and take a
/// note (`note <text>`, free text), on the start page to present the sheet (`sheet`) or the
/// cover (`cover`) and, with a load, to push the loading page (`load`), ask the question
/// (`ask`) or run the load as an asynchronous action (`wait`, drawn as `Waiting…` meanwhile),
/// and on the sheet or the cover to close it (`done`).
struct PageScreen: Screen {
  let title: String
  let place: PageFlow.Destinations.Meta

  func body(in context: ScreenContext) -> ScreenBody {
    let coordinator = context.coordinator(PageFlow.self)
    var actions: [ScreenAction] = []
    let isModal = place == .sheet || place == .cover
    if !isModal {
      actions.append(
        ScreenAction(
          "page", summary: "Push a page", parameters: [.init("number", kind: .number, examples: ["1"])],
          on: coordinator
        ) { coordinator, arguments in
          try coordinator.showPage(arguments.integer("number"))
        })
      actions.append(
        ScreenAction(
          "note", summary: "Take a note", parameters: [.init("text", kind: .freeText, examples: ["Hello world"])],
          on: coordinator
        ) { coordinator, arguments in
          try coordinator.note(arguments.text("text"))
        })
    }
    if place == .start {
      actions.append(
        ScreenAction("sheet", summary: "Present the sheet", on: coordinator) { coordinator, _ in
          coordinator.present(.sheet, as: .sheet)
        })
      actions.append(
        ScreenAction("cover", summary: "Present the full-screen cover", on: coordinator) { coordinator, _ in
          coordinator.present(.cover, as: .fullScreenCover)
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
      actions.append(
        ScreenAction(
          "wait", summary: "Run the load as this page's action", whileRunning: "Waiting…", on: coordinator
        ) { coordinator, _ in
          _ = await coordinator.load?()
        })
    }
    if isModal {
      actions.append(
        ScreenAction("done", summary: "Close the \(place)", on: coordinator) { coordinator, _ in
          coordinator.finishModal(place)
        })
    }
    return ScreenBody(title: title, actions: actions, notices: isModal ? [] : [coordinator.notice])
  }
}
