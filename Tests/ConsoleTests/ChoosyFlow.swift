import AppFeature
import Scaffolding

/// A tab's flow for the app map's tests, whose one screen offers three actions: `mode`, a
/// choice, which the map takes word by word; `pick`, whose parameter gives no examples; and
/// `jump`, whose one example the flow refuses. The map can take neither of the last two.
@MainActor
final class ChoosyFlow: FlowCoordinatable {
  enum Destinations: Destinationable, DestinationMeta {
    case start
    typealias Meta = Self
    var meta: Self { self }

    func value(for coordinator: ChoosyFlow) -> Destination {
      .screen(meta, ChoosyScreen())
    }
  }

  let stack = FlowStack<ChoosyFlow>(root: .start)

  /// The tab `choosy`, showing this flow.
  static let tab = AppTab(
    "choosy", label: TabLabel("Choosy"), make: { _ in ChoosyFlow() }, preview: { _ in ChoosyFlow() })
}

/// No links but the tab's own: the flow has one screen.
extension ChoosyFlow: DeepLinkableFlow {
  static func routes(in path: DeepLinkPath) throws(DeepLinkError) -> [Destinations] {
    guard path.isEmpty else { throw DeepLinkError("nothing follows the tab") }
    return []
  }
}

extension ChoosyFlow.Destinations: LinkedDestinations {
  var linkSegments: [String] { [] }
}

/// ``ChoosyFlow``'s screen.
private struct ChoosyScreen: Screen {
  func body(in context: ScreenContext) -> ScreenBody {
    let mode = ScreenAction("mode", summary: "Choose a mode", parameters: [.init("mode", kind: .choice(["a", "b"]))]) {
      _ in
    }
    let pick = ScreenAction("pick", summary: "Pick a thing", parameters: [.init("thing")]) { _ in }
    let jump = ScreenAction("jump", summary: "Jump", parameters: [.init("page", kind: .number, examples: ["0"])]) { _ in
      throw ScreenActionError("there is no page 0")
    }
    return ScreenBody(title: "Choosy", actions: [mode, pick, jump])
  }
}
