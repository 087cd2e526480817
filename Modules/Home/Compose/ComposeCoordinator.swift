import Scaffolding
import SharedModels

/// The compose sub-flow Home presents as a sheet: title, then text, then review and publish.
///
/// A coordinator of its own because it has steps of its own; it dismisses itself, then hands
/// the published item back through `onComplete`, and cancelling at any step publishes nothing.
final class ComposeCoordinator: FlowCoordinatable {
  let stack = FlowStack<ComposeCoordinator>(root: .title)
  let dependencies: Dependencies
  private let onComplete: @MainActor (Outcome) -> Void
  private(set) var draftTitle = ""
  private(set) var draftBody = ""

  init(dependencies: Dependencies, onComplete: @escaping @MainActor (Outcome) -> Void) {
    self.dependencies = dependencies
    self.onComplete = onComplete
  }

  func titleStep() -> some Screen { ComposeTitleScreen() }
  func bodyStep() -> some Screen { ComposeBodyScreen() }
  func review() -> some Screen { ComposeReviewScreen() }

  func setTitle(_ title: String) throws {
    guard !title.allSatisfy(\.isWhitespace) else { throw ScreenActionError("the title can't be empty") }
    draftTitle = title
    route(to: .body)
  }

  func setBody(_ body: String) {
    draftBody = body
    route(to: .review)
  }

  func publishDraft() throws {
    let item = try dependencies.publish(draftTitle, draftBody)
    dismissCoordinator()
    onComplete(.published(item))
  }

  /// Gives every step the way out: Cancel closes the sheet and publishes nothing.
  func customize(_ screen: any Screen) -> any Screen {
    screen.addingActions { context in
      [
        ScreenAction("cancel", summary: "Discard the draft and close", on: context.coordinator(Self.self)) {
          coordinator, _ in coordinator.dismissCoordinator()
        }
      ]
    }
  }
}
