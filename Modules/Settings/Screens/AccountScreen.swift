import Scaffolding

/// The account: who is signed in, and the two ways out.
struct AccountScreen: Screen {
  func body(in context: ScreenContext) -> ScreenBody {
    let settings = context.nearest(SettingsCoordinator.self)
    return ScreenBody(
      title: "Account",
      lines: ["Username: \(settings?.session.userID.rawValue ?? "?")"],
      actions: [
        ScreenAction("sign-out", summary: "Sign out of this account") { [weak settings] _ in settings?.signOut() },
        ScreenAction("delete-account", summary: "Delete this account for good") { [weak settings] _ in
          settings?.present(.deleteAccount, as: .fullScreenCover)
        },
      ])
  }
}
