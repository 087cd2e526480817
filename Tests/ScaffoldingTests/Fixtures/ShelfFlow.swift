import Scaffolding
import ScaffoldingTesting

/// A flow whose root shows a load the coordinator owns, with `count` offered in every state,
/// and a pushed page that shows the same load; the test answers its dependency by hand.
@MainActor
final class ShelfFlow: FlowCoordinatable {
  let stack = FlowStack<ShelfFlow>(root: .shelf)
  let titles = Load<[String]>()
  let read = ControlledDependency<Void, [String]>("titles")

  enum Destinations: Destinationable {
    case shelf
    case count

    typealias Meta = Self
    var meta: Self { self }

    func value(for coordinator: ShelfFlow) -> Destination {
      switch self {
      case .shelf:
        .screen(
          meta, ShelfScreen().load(into: coordinator.titles) { [read = coordinator.read] in try await read.closure(()) }
        )
      case .count: .screen(meta, CountScreen().showing(coordinator.titles))
      }
    }
  }
}

/// The titles, one a line; `count` is offered before they have loaded.
struct ShelfScreen: LoadedScreen {
  var title: String { "Shelf" }

  func frame(in context: ScreenContext) -> ScreenBody {
    let coordinator = context.coordinator(ShelfFlow.self)
    return ScreenBody(
      title: title,
      actions: [
        ScreenAction("count", summary: "Count them", on: coordinator) { coordinator, _ in coordinator.route(to: .count)
        }
      ])
  }

  func body(_ titles: [String], in context: ScreenContext) -> ScreenBody {
    var body = frame(in: context)
    body.lines = titles
    return body
  }
}

/// How many titles the shelf loaded.
struct CountScreen: LoadedScreen {
  var title: String { "Count" }

  func body(_ titles: [String], in context: ScreenContext) -> ScreenBody {
    ScreenBody(title: title, lines: ["\(titles.count) titles"])
  }
}

extension ShelfFlow.Destinations: DestinationMeta {}
