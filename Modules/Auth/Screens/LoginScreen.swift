import Scaffolding

/// The login form: the first thing a signed-out user sees.
struct LoginScreen: Screen {
  func body(in context: ScreenContext) -> ScreenBody {
    let auth = context.nearest(AuthCoordinator.self)
    return ScreenBody(
      title: "Sign in",
      lines: ["Sign in to continue."],
      actions: [
        ScreenAction(
          "login", summary: "Sign in with your username and password",
          parameters: [.init("username"), .init("password")]
        ) { [weak auth] arguments in
          try auth?.signIn(username: arguments.text("username"), password: arguments.text("password"))
        }
      ])
  }
}
