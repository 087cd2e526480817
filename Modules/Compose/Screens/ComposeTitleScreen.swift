import Scaffolding

/// Step 1 of compose: the headline.
struct ComposeTitleScreen: Screen {
  func body(in context: ScreenContext) -> ScreenBody {
    let coordinator = context.coordinator(ComposeCoordinator.self)
    return ScreenBody(
      title: "New item: title",
      lines: ["Step 1 of 3. Give the item a headline."],
      actions: [
        ScreenAction(
          "title", summary: "Set the headline and continue",
          parameters: [.init("text", kind: .freeText, examples: ["Hello world"])], on: coordinator
        ) { coordinator, arguments in
          try await coordinator.setTitle(arguments.text("text"))
        }
      ])
  }
}
