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
/// **Keeps its draft, as Mail does.** The flow loads the draft as it starts and reopens it at
/// the step it was on, so a sheet a restart reopens shows what the user had typed; each step's
/// intent keeps the draft so far and the step it moves to through ``Dependencies/saveDraft``,
/// which applies the writes in the order they are asked, so a keep still in flight never brings
/// back a draft just forgotten. Publishing and `cancel` forget it; `back` or a root swap closes
/// the sheet and keeps it for next time. A draft that can't be read or kept is said on every
/// step; writing goes on.
///
/// The module's only public symbol. `publish` is an async action of the review step, so closing
/// the sheet while it publishes cancels the publish; a refused publish keeps the sheet open
/// with the draft, and its reason is the action's error.
public final class ComposeCoordinator: FlowCoordinatable {
  /// The flow's navigation state.
  public let stack = FlowStack<ComposeCoordinator>(root: .title)
  let dependencies: Dependencies
  /// The draft left last time, loaded as the flow starts.
  private let leftDraft = Load<ItemDraft?>()
  /// Why the draft couldn't be kept, said on every step; nil while it could.
  private var keepProblem: String?
  private(set) var draftTitle = ""
  private(set) var draftBody = ""

  /// A compose flow that publishes through `dependencies`; present it and wait for an `Item`.
  public init(dependencies: Dependencies) {
    self.dependencies = dependencies
  }

  /// The first step, whose load reads the draft left last time and reopens it at its step.
  func titleStep() -> some Screen {
    ComposeTitleScreen().load(into: leftDraft) { [weak self, dependencies] in
      let saved = try await dependencies.loadDraft()
      self?.resume(saved)
      return saved
    }
  }

  func bodyStep() -> some Screen {
    ComposeBodyScreen()
  }

  func review() -> some Screen {
    ComposeReviewScreen()
  }

  /// Publishes the draft, forgets it, and closes the sheet with the published item. A refusal
  /// is thrown: the sentence the user reads, with the sheet still open on the draft.
  func publish() async throws {
    let item = try await dependencies.publish(draftTitle, draftBody)
    // Published: the draft is done with. Failing to forget it only reopens it next time.
    try? await dependencies.saveDraft(nil)
    dismissCoordinator(returning: item)
  }

  /// Forgets the draft and closes the sheet, handing the presenter nil; it closes even when
  /// forgetting fails, since the user asked to leave (the draft then reopens next time).
  func discard() async {
    try? await dependencies.saveDraft(nil)
    dismissCoordinator()
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

  /// Takes the title and moves on to the text, keeping the draft there.
  func setTitle(_ title: String) async throws {
    guard !title.allSatisfy(\.isWhitespace) else { throw ScreenActionError("the title can't be empty") }
    draftTitle = title
    route(to: .body)
    await keep(at: .body)
  }

  /// Takes the text and moves on to the review, keeping the draft there.
  func setBody(_ body: String) async {
    draftBody = body
    route(to: .review)
    await keep(at: .review)
  }

  /// Keeps the draft as it stands, at `step`; when it can't, every step says so from then on.
  private func keep(at step: ItemDraft.Step) async {
    do {
      try await dependencies.saveDraft(ItemDraft(title: draftTitle, body: draftBody, step: step))
    } catch is CancellationError {
    } catch {
      keepProblem = "The draft couldn't be kept: \(error)"
    }
  }

  /// Why the draft couldn't be read or kept, nil when all is well.
  private var draftProblem: String? {
    guard case .failed(let reason) = leftDraft.state else { return keepProblem }
    return keepProblem ?? "The draft you left couldn't be read: \(reason)"
  }

  /// Gives every step the way out (`cancel`: ``discard()``), and says on it when the draft
  /// can't be kept.
  public func customize(_ screen: any Screen) -> any Screen {
    screen.decorated { [weak self] body, _ in
      guard let problem = self?.draftProblem else { return body }
      var body = body
      body.lines += ["", problem]
      return body
    }.addingCancel("Discard the draft and close", on: self) { await $0.discard() }
  }
}
