import Scaffolding

/// A flow that stands in for another module's flow in a presenter's tests: a feature that
/// presents a flow it may not import (Home presenting Compose) is tested with this in its place.
///
/// Inject it through the factory the feature's `Dependencies` takes
/// (`dependencies.compose = { StandInFlow("Compose", returning: item) }`). Its one screen, titled
/// `title`, offers `finish`, which closes it with `dismissCoordinator(returning: result)`, and
/// `cancel`, which closes it with `dismissCoordinator()`, so the presenter's tests check the
/// contract of `present(_:as:returning:onResult:)`: what it does with a result, that nil
/// changes nothing, and that `back` hands it exactly one nil.
public final class StandInFlow: FlowCoordinatable {
  /// The flow's one screen.
  public enum Destinations: Destinationable, DestinationMeta {
    /// The stand-in's screen, its root.
    case start

    /// The case names itself.
    public typealias Meta = Self

    /// The case itself.
    public var meta: Self { self }

    /// The stand-in's screen.
    public func value(for coordinator: StandInFlow) -> Destination {
      .screen(meta, StandInScreen(title: coordinator.title))
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

/// The stand-in's screen: its title, `finish` and `cancel`.
private struct StandInScreen: Screen {
  let title: String

  func body(in context: ScreenContext) -> ScreenBody {
    let coordinator = context.coordinator(StandInFlow.self)
    return ScreenBody(
      title: title,
      lines: ["Stands in for a flow another module provides."],
      actions: [
        ScreenAction("finish", summary: "Close, handing back the result", on: coordinator) { coordinator, _ in
          coordinator.finish()
        },
        ScreenAction("cancel", summary: "Close without a result", on: coordinator) { coordinator, _ in
          coordinator.dismissCoordinator()
        },
      ])
  }
}
