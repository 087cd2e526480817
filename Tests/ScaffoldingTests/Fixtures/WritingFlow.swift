import Scaffolding
import ScaffoldingTesting

/// A flow whose pushed note loads its text with `LoadedScreen` and saves it with an
/// asynchronous action, both against dependencies the test answers by hand.
@MainActor
final class WritingFlow: FlowCoordinatable {
  let stack = FlowStack<WritingFlow>(root: .start)
  let read = ControlledDependency<Int, String>("read")
  let save = ControlledDependency<String, Void>("save")
  /// What a save does once saved: pops back to the start.
  var afterSaving: @MainActor (WritingFlow) -> Void = { $0.pop() }

  enum Destinations: Destinationable, Equatable {
    case start
    case note(Int)

    enum Meta: DestinationMeta {
      case start, note
    }

    var meta: Meta {
      switch self {
      case .start: .start
      case .note: .note
      }
    }

    func value(for coordinator: WritingFlow) -> Destination {
      switch self {
      case .start: .screen(meta, TestScreen("start"))
      case .note(let id): .screen(meta, coordinator.note(id))
      }
    }
  }

  func note(_ id: Int) -> some Screen {
    NoteScreen(id: id).load { [read] in try await read.closure(id) }
  }

  func saveNote(_ text: String) async throws {
    try await save.closure(text)
    afterSaving(self)
  }
}

/// A note's text once loaded, and `save`, which the core draws as "Saving…" while it runs.
struct NoteScreen: LoadedScreen {
  let id: Int
  var title: String { "Note \(id)" }

  func body(_ text: String, in context: ScreenContext) -> ScreenBody {
    let coordinator = context.coordinator(WritingFlow.self)
    let save = ScreenAction("save", summary: "Save", whileRunning: "Saving…", on: coordinator) { coordinator, _ in
      try await coordinator.saveNote(text)
    }
    // Ignores the cancellation of its save, then navigates: refused once the note has left.
    let stubborn = ScreenAction("stubborn", summary: "Save, then open note 9", on: coordinator) { coordinator, _ in
      try? await coordinator.save.closure("stubborn")
      coordinator.route(to: .note(9))
    }
    return ScreenBody(title: title, lines: [text], actions: [save, stubborn])
  }
}
