import Scaffolding

/// Step 2 of ModName: the choice picked, and `confirm`, which the step says it is doing while it
/// runs.
struct ModNameConfirmScreen: Screen {
  let choice: ModNameCoordinator.Choice

  func body(in context: ScreenContext) -> ScreenBody {
    let coordinator = context.coordinator(ModNameCoordinator.self)
    let confirm = ScreenAction("confirm", summary: "Confirm and close", whileRunning: "Confirming…", on: coordinator) {
      coordinator, _ in try await coordinator.confirm(choice)
    }
    return ScreenBody(title: "Confirm", lines: ["Step 2 of 2.", "", choice.title], actions: [confirm])
  }
}
