import Scaffolding

/// The login form: the first thing a signed-out user sees. While a sign-in is in flight it
/// says so and offers no second `login`; a refusal shows under the form.
struct LoginScreen: Screen {
  let model: FormModel<Credentials>

  func body(in context: ScreenContext) -> ScreenBody {
    let coordinator = context.coordinator(AuthCoordinator.self)
    var actions: [ScreenAction] = []
    if !model.isSending {
      actions.append(
        ScreenAction(
          "login", summary: "Sign in with your username and password",
          parameters: [.init("username"), .init("password", kind: .secret)], on: coordinator
        ) { [model] coordinator, arguments in
          try coordinator.signIn(
            username: arguments.text("username"), password: arguments.text("password"), on: model)
        })
    }
    actions += [
      ScreenAction("create-account", summary: "Sign up for a new account", on: coordinator) { coordinator, _ in
        coordinator.route(to: .createAccount)
      },
      ScreenAction("forgot-password", summary: "Get help signing in", on: coordinator) { coordinator, _ in
        coordinator.present(.forgotPassword, as: .sheet)
      },
    ]
    return ScreenBody(
      title: "Sign in",
      lines: ["Sign in to continue."] + model.statusLines(sending: "Signing in…"),
      actions: actions,
      notices: [coordinator.notice])
  }
}
