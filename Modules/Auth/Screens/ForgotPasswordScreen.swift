import Scaffolding

/// The reset request, a sheet over login: one question, then back to login with a notice.
/// While the request is sent it says so and offers no second `reset`.
struct ForgotPasswordScreen: Screen {
  func body(in context: ScreenContext) -> ScreenBody {
    let coordinator = context.coordinator(AuthCoordinator.self)
    let reset = ScreenAction(
      "reset", summary: "Send reset instructions", parameters: [.init("username", examples: ["demo"])],
      whileRunning: "Sending…", on: coordinator
    ) { coordinator, arguments in
      try await coordinator.requestReset(username: arguments.text("username"))
    }
    return ScreenBody(
      title: "Forgot password", lines: ["Enter your username and we will send reset instructions."], actions: [reset])
  }
}
