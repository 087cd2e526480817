import Scaffolding
import SharedModels

/// Writing a new item: title, then text, then review and publish. A flow other features
/// present (Home from its feed, Profile from your own page), never a tab.
///
/// **Returns the published `Item`; nil when closed any other way.** It closes itself with
/// `dismissCoordinator(returning: item)` once the draft is published, so a presenter that uses
/// `present(_:as:returning:onResult:)` with `Item.self` hears that item, or nil when the sheet
/// is cancelled, closed with `back`, or torn down by a root swap above it: exactly one result,
/// however it closes. It has no `Outcome` and no `onComplete`.
///
/// The module's only public symbol. The review step publishes with a task of its own, so
/// closing the sheet while it publishes cancels the publish; a refused publish keeps the sheet
/// open with the draft and the reason on screen.
public final class ComposeCoordinator: FlowCoordinatable {
  /// The flow's navigation state.
  public let stack = FlowStack<ComposeCoordinator>(root: .title)
  let dependencies: Dependencies
  private(set) var draftTitle = ""
  private(set) var draftBody = ""

  /// A compose flow that publishes through `dependencies`; present it and wait for an `Item`.
  public init(dependencies: Dependencies) {
    self.dependencies = dependencies
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
        if case .loaded(let item) = published { self?.dismissCoordinator(returning: item) }
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

  /// Gives every step the way out: Cancel closes the sheet, publishes nothing, and hands the
  /// presenter nil.
  public func customize(_ screen: any Screen) -> any Screen {
    screen.addingActions { context in
      [
        ScreenAction("cancel", summary: "Discard the draft and close", on: context.coordinator(Self.self)) {
          coordinator, _ in coordinator.dismissCoordinator()
        }
      ]
    }
  }
}
