import Scaffolding

/// Step 2 of editing: the bio.
struct EditBioScreen: Screen {
  func body(in context: ScreenContext) -> ScreenBody {
    let coordinator = context.coordinator(EditProfileCoordinator.self)
    return ScreenBody(
      title: "Edit profile: bio",
      lines: ["Step 2 of 3. Bio now: \(coordinator.draft.bio)"],
      actions: [
        ScreenAction(
          "bio", summary: "Change the bio (omit to keep it)",
          parameters: [.init("text", kind: .freeText, optional: true)],
          on: coordinator
        ) { coordinator, arguments in
          coordinator.setBio(arguments.optionalText("text"))
        }
      ])
  }
}
