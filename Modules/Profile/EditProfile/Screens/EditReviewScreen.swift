import Scaffolding

/// Step 3 of editing: what will be saved, and how saving goes.
struct EditReviewScreen: Screen {
  let model: EditReviewModel

  func body(in context: ScreenContext) -> ScreenBody {
    let coordinator = context.coordinator(EditProfileCoordinator.self)
    var lines = ["Step 3 of 3.", "", "Name: \(model.draft.displayName)", "Bio: \(model.draft.bio)"]
    var actions: [ScreenAction] = []
    let save = ScreenAction("save", summary: "Save your profile", on: coordinator) { coordinator, _ in
      try coordinator.save(model)
    }
    switch model.saving {
    case nil, .loaded?:
      actions.append(save)
    case .loading?:
      lines += ["", "Saving…"]
    case .failed(let reason)?:
      lines += ["", reason]
      actions.append(save)
    }
    return ScreenBody(title: "Edit profile: review", lines: lines, actions: actions)
  }
}
