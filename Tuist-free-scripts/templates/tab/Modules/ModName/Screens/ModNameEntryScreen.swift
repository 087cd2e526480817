import Scaffolding

/// One entry, pushed on the list; finishing hands it to the app.
struct ModNameEntryScreen: LoadedScreen {
  let entryID: ModNameCoordinator.Entry.ID
  var title: String { "Entry \(entryID)" }

  func body(_ entry: ModNameCoordinator.Entry?, in context: ScreenContext) -> ScreenBody {
    guard let entry else { return ScreenBody(title: title, lines: ["This entry no longer exists."]) }
    let coordinator = context.coordinator(ModNameCoordinator.self)
    let done = ScreenAction("done", summary: "Finish with this entry", on: coordinator) { coordinator, _ in
      coordinator.finish(with: entry)
    }
    return ScreenBody(title: entry.title, lines: ["Entry #\(entry.id)."], actions: [done])
  }
}
