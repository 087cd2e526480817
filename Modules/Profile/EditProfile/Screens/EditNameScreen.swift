import Scaffolding
import SharedModels

/// Step 1 of editing: the display name.
struct EditNameScreen: LoadedScreen {
  var title: String { "Edit profile: name" }

  func body(_ profile: UserProfile?, in context: ScreenContext) -> ScreenBody {
    let coordinator = context.coordinator(EditProfileCoordinator.self)
    return ScreenBody(
      title: title,
      lines: ["Step 1 of 3. Name now: \(coordinator.draft(over: profile).displayName)"],
      actions: [
        ScreenAction(
          "name", summary: "Change the name (omit to keep it)",
          parameters: [.init("name", kind: .freeText, optional: true)],
          on: coordinator
        ) { coordinator, arguments in
          try coordinator.setName(arguments.optionalText("name"))
        }
      ])
  }
}
