import Scaffolding
import ScaffoldingTesting
import Testing

/// A presented flow whose every step offers `cancel`, through `addingCancel`.
@MainActor
private final class StepsFlow: FlowCoordinatable {
  let stack = FlowStack<StepsFlow>(root: .first)
  let forget = ControlledDependency<Void, Void>("forget")
  let forgetsFirst: Bool

  init(forgetsFirst: Bool) {
    self.forgetsFirst = forgetsFirst
  }

  enum Destinations: Destinationable, DestinationMeta {
    case first, second
    typealias Meta = Self
    var meta: Meta { self }

    func value(for coordinator: StepsFlow) -> Destination {
      .screen(meta, TestScreen(self == .first ? "First" : "Second"))
    }
  }

  func customize(_ screen: any Screen) -> any Screen {
    guard forgetsFirst else { return screen.addingCancel("Close", on: self) }
    return screen.addingCancel("Forget and close", on: self) { flow in
      try await flow.forget.closure(())
      flow.dismissCoordinator()
    }
  }
}

/// Presents a ``StepsFlow`` as a sheet.
@MainActor
private final class SheetHost: FlowCoordinatable {
  let stack = FlowStack<SheetHost>(root: .home)
  let steps: StepsFlow

  init(_ steps: StepsFlow) {
    self.steps = steps
  }

  enum Destinations: Destinationable, DestinationMeta {
    case home, steps
    typealias Meta = Self
    var meta: Meta { self }

    func value(for coordinator: SheetHost) -> Destination {
      switch self {
      case .home: .screen(meta, TestScreen("Home"))
      case .steps: .coordinator(meta, owner: coordinator) { $0.steps }
      }
    }
  }
}

@MainActor
@Suite("addingCancel gives every step of a flow its cancel", .timeLimit(.minutes(1)))
struct AddingCancelTests {
  @Test func cancelOnAPushedStepClosesTheWholeFlow() throws {
    let steps = StepsFlow(forgetsFirst: false)
    let host = SheetHost(steps)
    host.present(.steps)
    steps.route(to: .second)
    try perform("cancel", on: host)
    #expect(host.stack.destinations.isEmpty)
  }

  @Test func aCancelThatForgetsFirstClosesOnceTheWorkIsDone() async throws {
    let steps = StepsFlow(forgetsFirst: true)
    let host = SheetHost(steps)
    host.present(.steps)
    let run = try perform("cancel", on: host)
    #expect(host.stack.destinations.count == 1)
    try await steps.forget.nextCall().answer(with: ())
    try await run?.value
    #expect(host.stack.destinations.isEmpty)
  }
}
