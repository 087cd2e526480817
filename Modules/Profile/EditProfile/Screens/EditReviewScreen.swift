import Scaffolding
import SharedModels

/// Step 3 of editing: what will be saved, and the save as it goes.
struct EditReviewScreen: LoadedScreen {
  var title: String { "Edit profile: review" }

  func body(_ profile: UserProfile?, in context: ScreenContext) -> ScreenBody {
    let coordinator = context.coordinator(EditProfileCoordinator.self)
    let draft = coordinator.draft(over: profile)
    let save = ScreenAction("save", summary: "Save your profile", whileRunning: "Saving…", on: coordinator) {
      coordinator, _ in try await coordinator.save()
    }
    return ScreenBody(
      title: title, lines: ["Step 3 of 3.", "", "Name: \(draft.displayName)", "Bio: \(draft.bio)"],
      actions: [save])
  }
}
