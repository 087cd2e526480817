import Scaffolding

/// The account: who is signed in, and the two ways out.
struct AccountScreen: Screen {
  func body(in context: ScreenContext) -> ScreenBody {
    let coordinator = context.coordinator(SettingsCoordinator.self)
    return ScreenBody(
      title: "Account",
      lines: ["Username: \(coordinator.session.userID)"],
      actions: [
        ScreenAction("sign-out", summary: "Sign out of this account", on: coordinator) { coordinator, _ in
          coordinator.signOut()
        },
        ScreenAction("delete-account", summary: "Delete this account for good", on: coordinator) { coordinator, _ in
          coordinator.present(.deleteAccount, as: .fullScreenCover)
        },
      ])
  }
}
