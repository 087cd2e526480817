import Scaffolding

/// The sign-up form, pushed over login; success signs the new account in. While the account
/// is being created it says so and offers no second `create`.
struct CreateAccountScreen: Screen {
  func body(in context: ScreenContext) -> ScreenBody {
    let coordinator = context.coordinator(AuthCoordinator.self)
    let create = ScreenAction(
      "create", summary: "Create the account and sign in",
      parameters: [
        .init("username", examples: ["grace"]), .init("display-name", kind: .freeText, examples: ["Jane Doe"]),
        .init("password", kind: .secret, examples: ["scaffolding"]),
      ],
      whileRunning: "Creating your account…", on: coordinator
    ) { coordinator, arguments in
      try await coordinator.register(
        username: arguments.text("username"), displayName: arguments.text("display-name"),
        password: arguments.text("password"))
    }
    return ScreenBody(
      title: "Create account",
      lines: [
        "Usernames: 3 to 20 lowercase letters, digits or _, starting with a letter.",
        "Passwords: at least 8 characters. Quote a display name with spaces: \"Jane Doe\".",
      ],
      actions: [create])
  }
}
