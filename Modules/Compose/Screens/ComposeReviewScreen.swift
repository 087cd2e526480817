import Scaffolding

/// Step 3 of compose: what will be published, and the publish as it goes.
struct ComposeReviewScreen: Screen {
  let model: PublishModel

  func body(in context: ScreenContext) -> ScreenBody {
    let coordinator = context.coordinator(ComposeCoordinator.self)
    var body = ScreenBody(
      title: "New item: review", lines: ["Step 3 of 3.", "", coordinator.draftTitle, coordinator.draftBody])
    switch model.state {
    case .loading?:
      body.lines += ["", "Publishing…"]
    case .failed(let sentence)?:
      body.lines += ["", "Not published: \(sentence)"]
    case .loaded?, nil:
      break
    }
    if !model.isPublishing {
      body.actions.append(
        ScreenAction("publish", summary: "Publish to the feed", on: model) { model, _ in model.submit() })
    }
    return body
  }
}
