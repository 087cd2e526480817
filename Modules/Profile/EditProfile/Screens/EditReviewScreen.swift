import Scaffolding

/// Step 3 of editing: what will be saved.
struct EditReviewScreen: Screen {
  func body(in context: ScreenContext) -> ScreenBody {
    let coordinator = context.coordinator(EditProfileCoordinator.self)
    return ScreenBody(
      title: "Edit profile: review",
      lines: ["Step 3 of 3.", "", "Name: \(coordinator.draft.displayName)", "Bio: \(coordinator.draft.bio)"],
      actions: [
        ScreenAction("save", summary: "Save your profile", on: coordinator) { coordinator, _ in
          try coordinator.saveDraft()
        }
      ])
  }
}
