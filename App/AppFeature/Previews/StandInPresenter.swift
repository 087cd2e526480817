import Scaffolding

/// What a flow other features present runs on alone: a screen standing in for its presenters,
/// which presents the flow as a sheet (`present`, and once as it starts) and says what the flow
/// handed back, as a presenter's `present(_:as:returning:onResult:)` hears it.
@MainActor
final class StandInPresenter<Result: Sendable>: FlowCoordinatable {
  enum Destinations: Destinationable, DestinationMeta {
    case start, flow
    typealias Meta = Self
    var meta: Self { self }

    func value(for coordinator: StandInPresenter) -> Destination {
      switch self {
      case .start: .screen(meta, StandInPresenterScreen<Result>(name: coordinator.name))
      case .flow: .coordinator(meta, owner: coordinator) { $0.make() }
      }
    }
  }

  let stack = FlowStack<StandInPresenter>(root: .start)
  let name: String
  private let make: @MainActor () -> any Coordinatable
  private let report: @MainActor (String) -> Void

  init(
    presenting name: String, returning: Result.Type, make: @escaping @MainActor () -> any Coordinatable,
    report: @escaping @MainActor (String) -> Void
  ) {
    self.name = name
    self.make = make
    self.report = report
  }

  /// Presents the flow and reports what it hands back.
  @discardableResult
  func presentingFlow() -> Self {
    present(.flow, returning: Result.self) { [name, report] result in
      if let result {
        report("\(name) handed back: \(result)")
      } else {
        report("\(name) handed back nothing: it was closed")
      }
    }
  }
}

/// The stand-in presenter's screen: what it stands in for, and `present`.
private struct StandInPresenterScreen<Result: Sendable>: Screen {
  let name: String

  func body(in context: ScreenContext) -> ScreenBody {
    let present = ScreenAction(
      "present", summary: "Present \(name) again", on: context.coordinator(StandInPresenter<Result>.self)
    ) { presenter, _ in presenter.presentingFlow() }
    return ScreenBody(
      title: "Presenter of \(name)", lines: ["Stands in for the features that present \(name)."], actions: [present])
  }
}
