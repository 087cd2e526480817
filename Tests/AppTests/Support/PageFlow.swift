import Scaffolding

@testable import AppFeature

/// A stand-in feature for the app's own tests: numbered pages pushed on a start page, and a
/// sheet. Its links are `page/<n>/page/<m>…` and `sheet`; pages above 9 don't exist.
///
/// The app's tests run on tabs of this, so they don't depend on which features the real tab
/// table lists: adding or removing a feature breaks none of them.
final class PageFlow: FlowCoordinatable, DeepLinkable {
  enum Destinations: Destinationable {
    case start
    case page(Int)
    case sheet

    enum Meta: DestinationMeta { case start, page, sheet }

    var meta: Meta {
      switch self {
      case .start: .start
      case .page: .page
      case .sheet: .sheet
      }
    }

    func value(for coordinator: PageFlow) -> Destination {
      switch self {
      case .start: .screen(meta, PageScreen(title: "\(coordinator.name) start"))
      case .page(let number): .screen(meta, PageScreen(title: "\(coordinator.name) page \(number)"))
      case .sheet: .screen(meta, PageScreen(title: "\(coordinator.name) sheet"))
      }
    }
  }

  let stack = FlowStack<PageFlow>(root: .start)
  let name: String

  init(name: String) {
    self.name = name
  }

  func open(_ path: DeepLinkPath) throws(DeepLinkError) {
    if path == ["sheet"] {
      popToRoot()
      present(.sheet, as: .sheet)
      return
    }
    let pages = try path.values(of: "page").map { value throws(DeepLinkError) in
      guard let number = Int(value), (1...9).contains(number) else { throw DeepLinkError("there is no page \(value)") }
      return number
    }
    popToRoot()
    for number in pages { route(to: .page(number)) }
  }

  var currentPath: DeepLinkPath {
    DeepLinkPath(
      repeating: "page",
      values: pushedRoutes.compactMap { route in
        if case .page(let number) = route { number } else { nil }
      })
  }
}

/// A page of a ``PageFlow``: a title and nothing to do.
struct PageScreen: Screen {
  let title: String

  func body(in context: ScreenContext) -> ScreenBody {
    ScreenBody(title: title)
  }
}

extension AppTab {
  /// A tab of a ``PageFlow`` called `name`; `ends` lets a test end the session from inside it.
  static func pages(_ name: String, onMake: @escaping @MainActor @Sendable (TabContext) -> Void = { _ in }) -> AppTab {
    AppTab(
      name, label: TabLabel(name.capitalized),
      make: { context in
        onMake(context)
        return PageFlow(name: name)
      },
      preview: { _ in PageFlow(name: name) })
  }
}
