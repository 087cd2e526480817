import Observation
import Scaffolding

/// The loading page of a ``PageFlow``: `Loading…` until its `.task` has loaded, then what it
/// loaded. Its state lives in a model the task delivers to, as a feature's screens do.
struct LoadingPageScreen: Screen {
  @MainActor
  @Observable
  final class Model {
    var loaded: String?
  }

  let title: String
  let model: Model

  /// The page, loading with `load` from when it is shown until it leaves.
  static func loading(_ load: @escaping PageFlow.Load, title: String) -> some Screen {
    let model = Model()
    return LoadingPageScreen(title: title, model: model).task { task in
      let loaded = await load()
      task.deliver { model.loaded = loaded }
    }
  }

  func body(in context: ScreenContext) -> ScreenBody {
    ScreenBody(title: title, lines: [model.loaded.map { "Loaded: \($0)" } ?? "Loading…"])
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
