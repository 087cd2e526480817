import Scaffolding
import SharedModels

/// The compose sub-flow Home presents as a sheet: title, then text, then review and publish.
///
/// A coordinator of its own because it has steps of its own; the review step publishes with a
/// task of its own (closing the sheet cancels it), then the sheet dismisses itself and hands
/// the published item back through `onComplete`. Cancelling at any step publishes nothing.
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
  func review() -> some Screen {
    let model = PublishModel()
    return ComposeReviewScreen(model: model).task(id: model.attempt) {
      [weak self, dependencies, draftTitle, draftBody] task in
      guard model.attempt > 0 else { return }
      await task.load({ try await dependencies.publish(draftTitle, draftBody) }) { published in
        model.state = published
        if case .loaded(let item) = published { self?.finish(publishing: item) }
      }
    }
  }

  func setTitle(_ title: String) throws {
    guard !title.allSatisfy(\.isWhitespace) else { throw ScreenActionError("the title can't be empty") }
    draftTitle = title
    route(to: .body)
  }

  func setBody(_ body: String) {
    draftBody = body
    route(to: .review)
  }

  /// Closes the sheet once the draft is published, then hands the item to Home.
  private func finish(publishing item: Item) {
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
