import Scaffolding

/// Step 1: what deleting means.
struct DeleteWarningScreen: Screen {
  func body(in context: ScreenContext) -> ScreenBody {
    let flow = context.nearest(DeleteAccountCoordinator.self)
    return ScreenBody(
      title: "Delete account",
      lines: [
        "Deleting '\(flow?.username ?? "")' removes the account, its profile, its preferences and every item it posted. It can't be undone."
      ],
      actions: [
        ScreenAction("continue", summary: "Go on to the confirmation") { [weak flow] _ in
          flow?.route(to: .confirmation)
        }
      ])
  }
}

/// Step 2: the user types their username to confirm.
struct DeleteConfirmationScreen: Screen {
  func body(in context: ScreenContext) -> ScreenBody {
    let flow = context.nearest(DeleteAccountCoordinator.self)
    return ScreenBody(
      title: "Confirm deletion",
      lines: ["Type your username to delete the account."],
      actions: [
        ScreenAction("confirm", summary: "Delete the account", parameters: [.init("username")]) {
          [weak flow] arguments in
          try flow?.confirm(typing: arguments.text("username"))
        }
      ])
  }
}
