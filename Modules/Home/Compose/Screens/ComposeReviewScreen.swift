import Scaffolding

/// Step 3 of compose: what will be published.
struct ComposeReviewScreen: Screen {
  func body(in context: ScreenContext) -> ScreenBody {
    let coordinator = context.coordinator(ComposeCoordinator.self)
    return ScreenBody(
      title: "New item: review",
      lines: ["Step 3 of 3.", "", coordinator.draftTitle, coordinator.draftBody],
      actions: [
        ScreenAction("publish", summary: "Publish to the feed", on: coordinator) { coordinator, _ in
          try coordinator.publishDraft()
        }
      ])
  }
}
