import Scaffolding

/// Step 2 of deleting: the user types their username to confirm; the deletion runs here, and
/// the step offers no second `confirm` while it does.
struct DeleteConfirmationScreen: Screen {
  func body(in context: ScreenContext) -> ScreenBody {
    let coordinator = context.coordinator(DeleteAccountCoordinator.self)
    let confirm = ScreenAction(
      "confirm", summary: "Delete the account", parameters: [.init("username", examples: ["demo"])],
      whileRunning: "Deleting the account…", on: coordinator
    ) { coordinator, arguments in
      try await coordinator.delete(typing: arguments.text("username"))
    }
    return ScreenBody(
      title: "Confirm deletion", lines: ["Type your username to delete the account."], actions: [confirm])
  }
}
