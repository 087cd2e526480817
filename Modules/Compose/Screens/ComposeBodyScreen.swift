import Scaffolding

/// Step 2 of compose: the text.
struct ComposeBodyScreen: Screen {
  func body(in context: ScreenContext) -> ScreenBody {
    let coordinator = context.coordinator(ComposeCoordinator.self)
    return ScreenBody(
      title: "New item: text",
      lines: ["Step 2 of 3. Write the text for \"\(coordinator.draftTitle)\"."],
      actions: [
        ScreenAction(
          "text", summary: "Set the text and review",
          parameters: [.init("text", kind: .freeText, examples: ["Hello world"])], on: coordinator
        ) { coordinator, arguments in
          await coordinator.setBody(try arguments.text("text"))
        }
      ])
  }
}
