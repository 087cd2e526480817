import Scaffolding

/// The loading page of a ``PageFlow``: `Loading…` until its load has answered, then what it
/// loaded, as a feature's loaded screens do.
struct LoadingPageScreen: LoadedScreen {
  let title: String

  /// The page, loading with `load` from when it is shown until it leaves.
  static func loading(_ load: @escaping PageFlow.Load, title: String) -> some Screen {
    LoadingPageScreen(title: title).load { await load() }
  }

  func body(_ loaded: String, in context: ScreenContext) -> ScreenBody {
    ScreenBody(title: title, lines: ["Loaded: \(loaded)"])
  }
}

/// The question ``PageFlow`` presents with `ask`: `yes` or `no` closes it with that answer.
final class QuestionFlow: FlowCoordinatable {
  enum Destinations: Destinationable {
    case question

    enum Meta: DestinationMeta { case question }

    var meta: Meta { .question }

    func value(for coordinator: QuestionFlow) -> Destination {
      .screen(meta, QuestionScreen())
    }
  }

  let stack = FlowStack<QuestionFlow>(root: .question)
}

/// The question's one screen.
struct QuestionScreen: Screen {
  func body(in context: ScreenContext) -> ScreenBody {
    let coordinator = context.coordinator(QuestionFlow.self)
    return ScreenBody(
      title: "Question",
      actions: ["yes", "no"].map { answer in
        ScreenAction(answer, summary: "Answer \(answer)", on: coordinator) { coordinator, _ in
          coordinator.dismissCoordinator(returning: answer)
        }
      })
  }
}
