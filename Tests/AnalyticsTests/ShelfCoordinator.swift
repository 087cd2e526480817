import Scaffolding
import ScaffoldingTesting

/// A small flow for the tracker's tests: a list, books pushed on it, and another module's flow
/// (a stand-in) presented over it.
@MainActor
final class ShelfCoordinator: FlowCoordinatable {
  enum Destinations: Destinationable {
    case list
    case book(Int)
    case note

    enum Meta: DestinationMeta {
      case list, book, note
    }

    var meta: Meta {
      switch self {
      case .list: .list
      case .book: .book
      case .note: .note
      }
    }

    func value(for coordinator: ShelfCoordinator) -> Destination {
      switch self {
      case .list: .screen(meta, TitleScreen(title: "Shelf"))
      case .book(let number): .screen(meta, TitleScreen(title: "Book \(number)"))
      case .note: .coordinator(meta, owner: coordinator) { _ in StandInFlow("Note", returning: ()) }
      }
    }
  }

  let stack = FlowStack<ShelfCoordinator>(root: .list)
}

/// A screen that shows only its title.
struct TitleScreen: Screen {
  let title: String

  func body(in context: ScreenContext) -> ScreenBody {
    ScreenBody(title: title)
  }
}
