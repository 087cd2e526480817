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
/// **Keeps its draft, as Mail does.** Each step, as it shows, keeps the draft so far and the
/// step through ``Dependencies/saveDraft`` (its task, so it belongs to that step); the flow
/// loads the draft when it starts and reopens at the step it was on, so a sheet a restart
/// reopens shows what the user had typed. Publishing and `cancel` forget it; `back` or a root
/// swap closes the sheet and keeps it for next time. The writes land in the order they were
/// asked for, so a step's keep still in flight never brings back a draft just forgotten. A
/// draft that can't be read or kept is said on every step; writing goes on.
///
/// The module's only public symbol. `publish` is an async action of the review step, so closing
/// the sheet while it publishes cancels the publish; a refused publish keeps the sheet open
/// with the draft, and its reason is the action's error.
public final class ComposeCoordinator: FlowCoordinatable {
  /// The flow's navigation state.
  public let stack = FlowStack<ComposeCoordinator>(root: .title)
  let dependencies: Dependencies
  /// Keeping the draft: its problems, and its writes in order.
  let draft = DraftModel()
  private(set) var draftTitle = ""
  private(set) var draftBody = ""

  /// A compose flow that publishes through `dependencies`; present it and wait for an `Item`.
  public init(dependencies: Dependencies) {
    self.dependencies = dependencies
  }

  /// The first step, whose task loads the draft left last time and reopens it.
  func titleStep() -> some Screen {
    ComposeTitleScreen().task { [weak self, dependencies, draft] task in
      await task.load({ try await dependencies.loadDraft() }) { loaded in
        switch loaded {
        case .loaded(let saved): self?.resume(saved)
        case .failed(let reason): draft.problem = "The draft you left couldn't be read: \(reason)"
        case .loading: break
        }
      }
    }
  }

  func bodyStep() -> some Screen {
    ComposeBodyScreen().task(keepingDraft(at: .body))
  }

  func review() -> some Screen {
    ComposeReviewScreen().task(keepingDraft(at: .review))
  }

  /// Publishes the draft, forgets it, and closes the sheet with the published item. A refusal
  /// is thrown: the sentence the user reads, with the sheet still open on the draft.
  func publish() async throws {
    let item = try await dependencies.publish(draftTitle, draftBody)
    // Published: the draft is done with. Failing to forget it only reopens it next time.
    try? await draft.write(nil, through: dependencies.saveDraft)
    dismissCoordinator(returning: item)
  }

  /// Forgets the draft and closes the sheet, handing the presenter nil; it closes even when
  /// forgetting fails, since the user asked to leave (the draft then reopens next time).
  func discard() async {
    try? await draft.write(nil, through: dependencies.saveDraft)
    dismissCoordinator()
  }

  /// A step's task that keeps the draft as it stands when the step shows, at `step`.
  private func keepingDraft(at step: ItemDraft.Step) -> @MainActor (DestinationTask) async -> Void {
    let kept = ItemDraft(title: draftTitle, body: draftBody, step: step)
    return { [dependencies, draft] task in
      do {
        try await draft.write(kept, through: dependencies.saveDraft)
      } catch is CancellationError {
      } catch {
        task.deliver { draft.problem = "The draft couldn't be kept: \(error)" }
      }
    }
  }

  /// Reopens the draft left last time at its step, on a flow the user hasn't typed in yet
  /// (what they typed meanwhile wins). A draft without a title stays on the first step.
  private func resume(_ saved: ItemDraft?) {
    guard let saved, stack.destinations.isEmpty, draftTitle.isEmpty else { return }
    draftTitle = saved.title
    draftBody = saved.body
    guard !saved.title.allSatisfy(\.isWhitespace) else { return }
    if saved.step != .title { route(to: .body) }
    if saved.step == .review { route(to: .review) }
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

  /// Gives every step the way out (`cancel`: ``discard()``), and says on it when the draft
  /// can't be kept.
  public func customize(_ screen: any Screen) -> any Screen {
    screen.decorated { [draft] body, _ in
      guard let problem = draft.problem else { return body }
      var body = body
      body.lines += ["", problem]
      return body
    }.addingCancel("Discard the draft and close", on: self) { await $0.discard() }
  }
}
