import Scaffolding

/// Step 1 of editing: the display name.
struct EditNameScreen: Screen {
  func body(in context: ScreenContext) -> ScreenBody {
    let edit = context.nearest(EditProfileCoordinator.self)
    return ScreenBody(
      title: "Edit profile: name",
      lines: ["Step 1 of 3. Name now: \(edit?.draft.displayName ?? "")"],
      actions: [
        ScreenAction("name", summary: "Change the name (omit to keep it)", parameters: [.init("name", optional: true)])
        {
          [weak edit] arguments in
          try edit?.setName(arguments.optionalText("name"))
        }
      ])
  }
}

/// Step 2 of editing: the bio.
struct EditBioScreen: Screen {
  func body(in context: ScreenContext) -> ScreenBody {
    let edit = context.nearest(EditProfileCoordinator.self)
    return ScreenBody(
      title: "Edit profile: bio",
      lines: ["Step 2 of 3. Bio now: \(edit?.draft.bio ?? "")"],
      actions: [
        ScreenAction("bio", summary: "Change the bio (omit to keep it)", parameters: [.init("text", optional: true)]) {
          [weak edit] arguments in
          edit?.setBio(arguments.optionalText("text"))
        }
      ])
  }
}

/// Step 3 of editing: what will be saved.
struct EditReviewScreen: Screen {
  func body(in context: ScreenContext) -> ScreenBody {
    let edit = context.nearest(EditProfileCoordinator.self)
    return ScreenBody(
      title: "Edit profile: review",
      lines: ["Step 3 of 3.", "", "Name: \(edit?.draft.displayName ?? "")", "Bio: \(edit?.draft.bio ?? "")"],
      actions: [
        ScreenAction("save", summary: "Save your profile") { [weak edit] _ in try edit?.saveDraft() }
      ])
  }
}
