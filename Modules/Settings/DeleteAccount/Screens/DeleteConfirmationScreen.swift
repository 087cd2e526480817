import Scaffolding

/// Step 2 of deleting: the user types their username to confirm.
struct DeleteConfirmationScreen: Screen {
  func body(in context: ScreenContext) -> ScreenBody {
    let coordinator = context.coordinator(DeleteAccountCoordinator.self)
    return ScreenBody(
      title: "Confirm deletion",
      lines: ["Type your username to delete the account."],
      actions: [
        ScreenAction("confirm", summary: "Delete the account", parameters: [.init("username")], on: coordinator) {
          coordinator, arguments in
          try coordinator.confirm(typing: arguments.text("username"))
        }
      ])
  }
}
