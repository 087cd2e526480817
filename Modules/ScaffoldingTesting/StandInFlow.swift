@_spi(Inspection) import Scaffolding

/// A flow that stands in for another module's flow in a presenter's tests: a feature that
/// presents a flow it may not import (Home presenting Compose) is tested with this in its place.
///
/// Inject it through the factory the feature's `Dependencies` takes
/// (`dependencies.compose = { StandInFlow("Compose", returning: item) }`). Its one screen, titled
/// `title`, offers `finish`, which closes it with `dismissCoordinator(returning: result)`, and
/// `cancel`, which closes it with `dismissCoordinator()`, so the presenter's tests check the
/// contract of `present(_:as:returning:onResult:)`: what it does with a result, that nil
/// changes nothing, and that `back` hands it exactly one nil.
///
/// It also stands in for a flow pushed in the feature's own stack whose part of a link is its
/// own (Home pushing Profile's page for an author): it is a ``DeepLinkableFlow`` whose `page`
/// action pushes a named page, read and reported as `page/<name>` pairs, so a test checks that
/// the feature composes the flow's part of a link without reading it.
public final class StandInFlow: FlowCoordinatable {
  /// The stand-in's screens.
  public enum Destinations: Destinationable {
    /// The stand-in's first screen, its root.
    case start
    /// A page named by the test, pushed.
    case page(String)

    /// The routes' names.
    public enum Meta: DestinationMeta {
      /// The first screen.
      case start
      /// A named page, whichever.
      case page
    }

    /// This route's name.
    public var meta: Meta {
      switch self {
      case .start: .start
      case .page: .page
      }
    }

    /// The stand-in's screen, titled with the page's name after a push.
    public func value(for coordinator: StandInFlow) -> Destination {
      switch self {
      case .start: .screen(meta, StandInScreen(title: coordinator.title))
      case .page(let name): .screen(meta, StandInScreen(title: "\(coordinator.title) · \(name)"))
      }
    }
  }

  /// The flow's navigation state.
  public let stack = FlowStack<StandInFlow>(root: .start)
  /// What its screen is titled, so a test can tell it is shown.
  public let title: String
  private let finishWithResult: @MainActor (StandInFlow) -> Void

  /// A stand-in titled `title` whose `finish` hands `result` to its presenter.
  public init<Result: Sendable>(_ title: String = "Stand-in", returning result: Result) {
    self.title = title
    self.finishWithResult = { $0.dismissCoordinator(returning: result) }
  }

  /// Closes the flow, handing its result to the presenter (the screen's `finish`).
  public func finish() {
    finishWithResult(self)
  }
}

extension StandInFlow: DeepLinkableFlow {
  /// A page for each `page/<name>` pair.
  public static func routes(in path: DeepLinkPath) throws(DeepLinkError) -> [Destinations] {
    try path.values(of: "page").map { .page($0) }
  }
}

extension StandInFlow.Destinations: LinkedDestinations {
  /// `page/<name>` for a page; the first screen adds nothing.
  public var linkSegments: [String] {
    switch self {
    case .start: []
    case .page(let name): ["page", name]
    }
  }
}

/// The stand-in's screen: its title, `page`, `finish` and `cancel`.
private struct StandInScreen: Screen {
  let title: String

  func body(in context: ScreenContext) -> ScreenBody {
    let coordinator = context.coordinator(StandInFlow.self)
    return ScreenBody(
      title: title,
      lines: ["Stands in for a flow another module provides."],
      actions: [
        ScreenAction("page", summary: "Push a named page", parameters: [.init("name")], on: coordinator) {
          coordinator, arguments in
          coordinator.route(to: .page(try arguments.text("name")))
        },
        ScreenAction("finish", summary: "Close, handing back the result", on: coordinator) { coordinator, _ in
          coordinator.finish()
        },
        ScreenAction("cancel", summary: "Close without a result", on: coordinator) { coordinator, _ in
          coordinator.dismissCoordinator()
        },
      ])
  }
}
