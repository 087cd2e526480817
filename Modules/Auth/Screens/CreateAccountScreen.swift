import Scaffolding

/// The sign-up form, pushed over login; success signs the new account in. While the account
/// is being created it says so and offers no second `create`; a refusal shows under the rules.
struct CreateAccountScreen: Screen {
  let model: FormModel<NewAccount>

  func body(in context: ScreenContext) -> ScreenBody {
    let coordinator = context.coordinator(AuthCoordinator.self)
    let create = ScreenAction(
      "create", summary: "Create the account and sign in",
      parameters: [.init("username"), .init("display-name", kind: .freeText), .init("password", kind: .secret)],
      on: coordinator
    ) { [model] coordinator, arguments in
      try coordinator.register(
        username: arguments.text("username"), displayName: arguments.text("display-name"),
        password: arguments.text("password"), on: model)
    }
    return ScreenBody(
      title: "Create account",
      lines: [
        "Usernames: 3 to 20 lowercase letters, digits or _, starting with a letter.",
        "Passwords: at least 8 characters. Quote a display name with spaces: \"Jane Doe\".",
      ] + model.statusLines(sending: "Creating your account…"),
      actions: model.isSending ? [] : [create])
  }
}
