import Scaffolding

/// The login form: the first thing a signed-out user sees.
struct LoginScreen: Screen {
  func body(in context: ScreenContext) -> ScreenBody {
    let auth = context.nearest(AuthCoordinator.self)
    return ScreenBody(
      title: "Sign in",
      lines: ["Sign in to continue."] + (auth?.notice.map { ["", $0] } ?? []),
      actions: [
        ScreenAction(
          "login", summary: "Sign in with your username and password",
          parameters: [.init("username"), .init("password")]
        ) { [weak auth] arguments in
          try auth?.signIn(username: arguments.text("username"), password: arguments.text("password"))
        },
        ScreenAction("create-account", summary: "Sign up for a new account") { [weak auth] _ in
          auth?.route(to: .createAccount)
        },
        ScreenAction("forgot-password", summary: "Get help signing in") { [weak auth] _ in
          auth?.present(.forgotPassword, as: .sheet)
        },
      ])
  }
}
