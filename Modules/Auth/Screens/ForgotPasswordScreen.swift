import Scaffolding

/// The reset request, a sheet over login: one question, then back to login with a notice.
struct ForgotPasswordScreen: Screen {
  func body(in context: ScreenContext) -> ScreenBody {
    let coordinator = context.coordinator(AuthCoordinator.self)
    return ScreenBody(
      title: "Forgot password",
      lines: ["Enter your username and we will send reset instructions."],
      actions: [
        ScreenAction("reset", summary: "Send reset instructions", parameters: [.init("username")], on: coordinator) {
          coordinator, arguments in
          try coordinator.requestReset(username: arguments.text("username"))
        }
      ])
  }
}
