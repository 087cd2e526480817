import Scaffolding

/// Step 1 of deleting: what deleting means.
struct DeleteWarningScreen: Screen {
  func body(in context: ScreenContext) -> ScreenBody {
    let coordinator = context.coordinator(DeleteAccountCoordinator.self)
    return ScreenBody(
      title: "Delete account",
      lines: [
        "Deleting '\(coordinator.username)' removes the account, its profile, its preferences and every item it posted. It can't be undone."
      ],
      actions: [
        ScreenAction("continue", summary: "Go on to the confirmation", on: coordinator) { coordinator, _ in
          coordinator.route(to: .confirmation)
        }
      ])
  }
}
