import Scaffolding

/// The password asked again before the account page: the right one goes on to it, `back`
/// abandons it; a wrong one says so and counts toward the lockout, as at sign-in.
struct ConfirmPasswordScreen: Screen {
  func body(in context: ScreenContext) -> ScreenBody {
    let coordinator = context.coordinator(SettingsCoordinator.self)
    let confirm = ScreenAction(
      "confirm", summary: "Confirm it's you", parameters: [.init("password", kind: .secret)], on: coordinator
    ) { coordinator, arguments in
      try await coordinator.confirmPassword(arguments.text("password"))
    }
    return ScreenBody(
      title: "Confirm your password", lines: ["It's been a while since you signed in."], actions: [confirm])
  }
}
