import Scaffolding

/// The Settings tab's first screen.
struct SettingsListScreen: Screen {
  func body(in context: ScreenContext) -> ScreenBody {
    let settings = context.nearest(SettingsCoordinator.self)
    return ScreenBody(
      title: "Settings",
      lines: ["Signed in as \(settings?.session.displayName ?? "nobody")."],
      actions: [
        ScreenAction("sign-out", summary: "Sign out of this account") { [weak settings] _ in
          settings?.signOut()
        }
      ])
  }
}
