import Scaffolding

/// Step 3 of compose: what will be published, and the publish as it goes.
struct ComposeReviewScreen: Screen {
  func body(in context: ScreenContext) -> ScreenBody {
    let coordinator = context.coordinator(ComposeCoordinator.self)
    let publish = ScreenAction(
      "publish", summary: "Publish to the feed", whileRunning: "Publishing…", on: coordinator
    ) { coordinator, _ in try await coordinator.publish() }
    return ScreenBody(
      title: "New item: review", lines: ["Step 3 of 3.", "", coordinator.draftTitle, coordinator.draftBody],
      actions: [publish])
  }
}
