import Scaffolding

/// One entry, pushed on the list; finishing hands it to the app.
struct ModNameEntryScreen: Screen {
  let model: ModNameEntryModel

  func body(in context: ScreenContext) -> ScreenBody {
    let coordinator = context.coordinator(ModNameCoordinator.self)
    let title = "Entry \(model.entryID)"
    switch model.entry {
    case .loading:
      return ScreenBody(title: title, lines: ["Loading…"])
    case .failed(let sentence):
      return ScreenBody(title: title, lines: [sentence], actions: [.retry(on: model) { $0.retry() }])
    case .loaded(nil):
      return ScreenBody(title: title, lines: ["This entry no longer exists."])
    case .loaded(let entry?):
      let done = ScreenAction("done", summary: "Finish with this entry", on: coordinator) { coordinator, _ in
        coordinator.finish(with: entry)
      }
      return ScreenBody(title: entry.title, lines: ["Entry #\(entry.id)."], actions: [done])
    }
  }
}
