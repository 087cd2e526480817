import Scaffolding

/// Step 2 of deleting: the user types their username to confirm; the deletion runs here, and a
/// refusal stays here with its sentence.
struct DeleteConfirmationScreen: Screen {
  let model: DeletionModel

  func body(in context: ScreenContext) -> ScreenBody {
    let coordinator = context.coordinator(DeleteAccountCoordinator.self)
    let prompt = "Type your username to delete the account."
    let confirm = ScreenAction(
      "confirm", summary: "Delete the account", parameters: [.init("username")], on: coordinator
    ) { coordinator, arguments in
      try coordinator.confirm(typing: arguments.text("username"), on: model)
    }
    switch model.deletion {
    case .loading?:
      return ScreenBody(title: "Confirm deletion", lines: ["Deleting the account…"])
    case .failed(let sentence)?:
      return ScreenBody(title: "Confirm deletion", lines: [sentence, prompt], actions: [confirm])
    case .loaded?, nil:
      return ScreenBody(title: "Confirm deletion", lines: [prompt], actions: [confirm])
    }
  }
}
