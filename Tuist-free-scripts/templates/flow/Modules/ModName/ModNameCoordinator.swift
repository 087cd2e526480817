import Scaffolding

/// The ModName flow: pick one of the choices, then confirm it. A flow other features present,
/// never a tab.
///
/// **Returns the `ModNameConfirmation`; nil when closed any other way.** Its confirm step closes
/// it with `dismissCoordinator(returning:)` once the submit has answered; a presenter that uses
/// `present(_:as:returning:onResult:)` with `ModNameConfirmation.self` (a shared model, named
/// without importing ModName) hears that, or nil when the sheet is cancelled, closed with `back`,
/// or torn down above it: exactly one result, however it closes. It has no `Outcome`.
///
/// The module's only public symbol. It reads and writes through its ``Dependencies``; each step
/// loads or submits as a task of its own, which leaving the step cancels, and its screens render
/// what came back and never call a dependency.
public final class ModNameCoordinator: FlowCoordinatable {
  /// The flow's navigation state.
  public let stack = FlowStack<ModNameCoordinator>(root: .choose)
  let dependencies: Dependencies

  /// The ModName flow, which reads and submits through `dependencies`; present it and wait for a
  /// `ModNameConfirmation`.
  public init(dependencies: Dependencies) {
    self.dependencies = dependencies
  }

  /// The first step, loading the choices while it shows, again on each retry.
  func chooseStep() -> some Screen {
    ModNameChooseScreen().load { [dependencies] in try await dependencies.choices() }
  }

  /// The second step: the choice picked, with nothing to load.
  func confirmStep(_ choice: Choice) -> some Screen {
    ModNameConfirmScreen(choice: choice)
  }

  /// Pushes the confirm step for a choice, refusing ids the choices shown do not have.
  func pick(_ id: Choice.ID, from choices: [Choice]) throws {
    guard let choice = choices.first(where: { $0.id == id }) else {
      throw ScreenActionError("there is no choice \(id)")
    }
    route(to: .confirm(choice))
  }

  /// Submits `choice` and closes the flow with what the submit answered. The confirm step's
  /// `confirm` runs it as the step's task: leaving the step cancels it, and its error is the
  /// sentence the user reads, the step staying for another try.
  func confirm(_ choice: Choice) async throws {
    dismissCoordinator(returning: try await dependencies.submit(choice))
  }

  /// Gives every step the way out: `cancel` closes the sheet, submits nothing and hands the
  /// presenter nil.
  public func customize(_ screen: any Screen) -> any Screen {
    screen.addingCancel("Close without confirming", on: self)
  }
}
