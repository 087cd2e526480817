import Scaffolding
import SharedModels

/// The compose sub-flow Home presents as a sheet: title, then body, then review and publish.
///
/// A coordinator of its own because it has steps of its own; it hands the published item back
/// through `onComplete` and dismisses itself, and cancelling at any step publishes nothing.
final class ComposeCoordinator: FlowCoordinatable {
  let stack = FlowStack<ComposeCoordinator>(root: .title)
  private(set) var draftTitle = ""
  private(set) var draftBody = ""
  private let publish: @MainActor (_ title: String, _ body: String) throws -> Item
  private let onComplete: @MainActor (Item) -> Void

  init(
    publish: @escaping @MainActor (_ title: String, _ body: String) throws -> Item,
    onComplete: @escaping @MainActor (Item) -> Void
  ) {
    self.publish = publish
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
    let item = try publish(draftTitle, draftBody)
    onComplete(item)
    dismissCoordinator()
  }

  /// Gives every step the way out: Cancel closes the sheet and publishes nothing.
  func customize(_ screen: any Screen) -> any Screen {
    screen.addingActions { [weak self] _ in
      [ScreenAction("cancel", summary: "Discard the draft and close") { _ in self?.dismissCoordinator() }]
    }
  }
}
