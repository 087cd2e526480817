import Scaffolding

/// The reset request, a sheet over login: one question, then back to login with a notice.
/// While the request is sent it says so and offers no second `reset`.
struct ForgotPasswordScreen: Screen {
  let model: FormModel<String>

  func body(in context: ScreenContext) -> ScreenBody {
    let coordinator = context.coordinator(AuthCoordinator.self)
    let reset = ScreenAction(
      "reset", summary: "Send reset instructions", parameters: [.init("username")], on: coordinator
    ) { [model] coordinator, arguments in
      try coordinator.requestReset(username: arguments.text("username"), on: model)
    }
    return ScreenBody(
      title: "Forgot password",
      lines: ["Enter your username and we will send reset instructions."] + model.statusLines(sending: "Sending…"),
      actions: model.isSending ? [] : [reset])
  }
}
