import Scaffolding
import SharedModels

/// Step 2 of editing: the bio.
struct EditBioScreen: LoadedScreen {
  var title: String { "Edit profile: bio" }

  func body(_ profile: UserProfile?, in context: ScreenContext) -> ScreenBody {
    let coordinator = context.coordinator(EditProfileCoordinator.self)
    return ScreenBody(
      title: title,
      lines: ["Step 2 of 3. Bio now: \(coordinator.draft(over: profile).bio)"],
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
