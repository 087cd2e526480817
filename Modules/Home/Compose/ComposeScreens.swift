import Scaffolding

/// Step 1 of compose: the headline.
struct ComposeTitleScreen: Screen {
  func body(in context: ScreenContext) -> ScreenBody {
    let compose = context.nearest(ComposeCoordinator.self)
    return ScreenBody(
      title: "New item: title",
      lines: ["Step 1 of 3. Give the item a headline (quote it if it has spaces)."],
      actions: [
        ScreenAction("title", summary: "Set the headline and continue", parameters: [.init("text")]) {
          [weak compose] arguments in
          try compose?.setTitle(arguments.text("text"))
        }
      ])
  }
}

/// Step 2 of compose: the text.
struct ComposeBodyScreen: Screen {
  func body(in context: ScreenContext) -> ScreenBody {
    let compose = context.nearest(ComposeCoordinator.self)
    return ScreenBody(
      title: "New item: text",
      lines: ["Step 2 of 3. Write the text for \"\(compose?.draftTitle ?? "")\"."],
      actions: [
        ScreenAction("text", summary: "Set the text and review", parameters: [.init("text")]) {
          [weak compose] arguments in
          try compose?.setBody(arguments.text("text"))
        }
      ])
  }
}

/// Step 3 of compose: what will be published.
struct ComposeReviewScreen: Screen {
  func body(in context: ScreenContext) -> ScreenBody {
    let compose = context.nearest(ComposeCoordinator.self)
    return ScreenBody(
      title: "New item: review",
      lines: ["Step 3 of 3.", "", compose?.draftTitle ?? "", compose?.draftBody ?? ""],
      actions: [
        ScreenAction("publish", summary: "Publish to the feed") { [weak compose] _ in try compose?.publishDraft() }
      ])
  }
}
