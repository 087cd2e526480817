import Scaffolding

/// The ModName flow: pick one of the choices, then confirm it. A flow other features present,
/// never a tab.
///
/// **Returns the `ModNameConfirmation`; nil when closed any other way.** It closes itself with
/// `dismissCoordinator(returning: confirmation)` once the confirm step's submit has answered, so
/// a presenter that uses `present(_:as:returning:onResult:)` with `ModNameConfirmation.self`
/// (a shared model, so presenters name it without importing ModName) hears it, or nil when the
/// sheet is cancelled, closed with `back`, or torn down above it: exactly one result, however
/// it closes. It has no `Outcome` and no `onComplete`.
///
/// The module's only public symbol. It reads and writes through its ``Dependencies``; what it
/// loaded lives in the models its routes make, and its screens render those and never call a
/// dependency. Each step's work is its route's task, so closing the sheet cancels it.
public final class ModNameCoordinator: FlowCoordinatable {
  /// The flow's navigation state.
  public let stack = FlowStack<ModNameCoordinator>(root: .choose)
  let dependencies: Dependencies
  /// The first step's choices: the coordinator keeps them to check the id the user picks.
  let choicesModel = ModNameChoicesModel()

  /// A ModName flow that reads and submits through `dependencies`; present it and wait for a
  /// `ModNameConfirmation`.
  public init(dependencies: Dependencies) {
    self.dependencies = dependencies
  }

  /// The first step, loading the choices into the coordinator's own model, again on each retry.
  func choose() -> some Screen {
    let model = choicesModel
    return ModNameChooseScreen(model: model).task(id: model.attempt) { [dependencies] task in
      await task.load({ try await dependencies.choices() }) { model.choices = $0 }
    }
  }

  /// The confirm step, whose task submits each time the user confirms and closes the flow with
  /// what the submit answered. Popping the step or closing the sheet cancels a submit in flight.
  func confirm(_ choice: Choice) -> some Screen {
    let model = ModNameConfirmModel(choice: choice)
    return ModNameConfirmScreen(model: model).task(id: model.attempt) { [weak self, dependencies] task in
      guard model.attempt > 0 else { return }
      await task.load({ try await dependencies.submit(choice) }) { submitted in
        model.submission = submitted
        if case .loaded(let confirmation) = submitted { self?.dismissCoordinator(returning: confirmation) }
      }
    }
  }

  /// Pushes the confirm step for a choice, refusing ids the loaded choices do not have.
  func pick(_ id: Choice.ID) throws {
    guard let choice = choicesModel.choice(id) else { throw ScreenActionError("there is no choice \(id)") }
    route(to: .confirm(choice))
  }

  /// Gives every step the way out: `cancel` closes the sheet, submits nothing and hands the
  /// presenter nil.
  public func customize(_ screen: any Screen) -> any Screen {
    screen.addingActions { context in
      [
        ScreenAction("cancel", summary: "Close without confirming", on: context.coordinator(Self.self)) {
          coordinator, _ in coordinator.dismissCoordinator()
        }
      ]
    }
  }
}
