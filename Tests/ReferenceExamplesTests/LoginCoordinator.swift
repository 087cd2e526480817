import Observation
import Scaffolding

/// The guide's `LoginCoordinator`: the auth swap makes it with no arguments, the result
/// delivery example with the `onComplete` callback it calls from `submit()`.
@MainActor @Observable
final class LoginCoordinator: @MainActor FlowCoordinatable {
  var stack = FlowStack<LoginCoordinator>(root: .login)
  private let onComplete: @MainActor (AuthToken) -> Void

  init(onComplete: @escaping @MainActor (AuthToken) -> Void = { _ in }) {
    self.onComplete = onComplete
  }

  func login() -> some Screen { LoginView() }

  // The guide's `submit()`, with the token's fields filled in.
  func submit() {
    onComplete(AuthToken(value: "token"))  // deliver result
    dismissCoordinator()  // dismiss self
  }
}

extension LoginCoordinator {
  enum Destinations: Destinationable {
    case login

    enum Meta: DestinationMeta {
      case login
    }

    var meta: Meta { .login }

    func value(for instance: LoginCoordinator) -> Destination {
      .screen(meta, instance.login())
    }
  }
}
