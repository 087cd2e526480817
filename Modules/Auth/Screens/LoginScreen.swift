import Scaffolding

/// The login form: the first thing a signed-out user sees. While a sign-in is in flight it
/// says so and offers no second `login`.
struct LoginScreen: Screen {
  func body(in context: ScreenContext) -> ScreenBody {
    let coordinator = context.coordinator(AuthCoordinator.self)
    let login = ScreenAction(
      "login", summary: "Sign in with your username and password",
      parameters: [.init("username", examples: ["demo"]), .init("password", kind: .secret, examples: ["scaffolding"])],
      whileRunning: "Signing in…", on: coordinator
    ) { coordinator, arguments in
      try await coordinator.signIn(username: arguments.text("username"), password: arguments.text("password"))
    }
    return ScreenBody(
      title: "Sign in",
      lines: ["Sign in to continue."],
      actions: [
        login,
        ScreenAction("create-account", summary: "Sign up for a new account", on: coordinator) { coordinator, _ in
          coordinator.route(to: .createAccount)
        },
        ScreenAction("forgot-password", summary: "Get help signing in", on: coordinator) { coordinator, _ in
          coordinator.present(.forgotPassword, as: .sheet)
        },
      ],
      notices: [coordinator.notice])
  }
}
