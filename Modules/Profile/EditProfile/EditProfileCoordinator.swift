import Scaffolding
import SharedModels

/// The edit sub-flow Profile presents as a sheet: name, then bio, then review and save.
///
/// Works on a draft copy, so cancelling at any step (or closing the sheet) changes nothing;
/// only the last step saves, as its task, and a refused save keeps the sheet open with the
/// draft intact and the reason on screen.
final class EditProfileCoordinator: FlowCoordinatable {
  let stack = FlowStack<EditProfileCoordinator>(root: .name)
  let dependencies: Dependencies
  private let onComplete: @MainActor (Outcome) -> Void
  private(set) var draft: UserProfile

  init(profile: UserProfile, dependencies: Dependencies, onComplete: @escaping @MainActor (Outcome) -> Void) {
    self.draft = profile
    self.dependencies = dependencies
    self.onComplete = onComplete
  }

  func nameStep() -> some Screen { EditNameScreen() }
  func bioStep() -> some Screen { EditBioScreen() }

  /// The last step, whose task saves the draft once the user asks (``EditReviewModel/submit()``),
  /// then closes the sheet.
  func review() -> some Screen {
    let model = EditReviewModel(draft: draft)
    return EditReviewScreen(model: model).task(id: model.attempt) { [weak self, dependencies] task in
      guard model.attempt > 0 else { return }  // not asked to save yet
      await task.load({ try await dependencies.save(model.draft) }) { result in
        model.saving = result
        if case .loaded = result { self?.finish(saving: model.draft) }
      }
    }
  }

  /// Sets the name, or keeps it when `name` is nil, and moves on.
  func setName(_ name: String?) throws {
    if let name {
      guard !name.allSatisfy(\.isWhitespace) else { throw ScreenActionError("the name can't be empty") }
      draft.displayName = name
    }
    route(to: .bio)
  }

  /// Sets the bio, or keeps it when `bio` is nil, and moves on.
  func setBio(_ bio: String?) {
    if let bio { draft.bio = bio }
    route(to: .review)
  }

  /// Asks the review step to save its draft; refused while a save is in flight.
  func save(_ review: EditReviewModel) throws {
    guard !review.isSaving else { throw ScreenActionError("already saving") }
    review.submit()
  }

  /// Closes the sheet, then hands the saved profile back (rule 10: the receiver starts with the
  /// modal gone).
  private func finish(saving profile: UserProfile) {
    dismissCoordinator()
    onComplete(.saved(profile))
  }

  /// Gives every step the way out: Cancel closes the sheet and saves nothing.
  func customize(_ screen: any Screen) -> any Screen {
    screen.addingActions { context in
      [
        ScreenAction("cancel", summary: "Discard changes and close", on: context.coordinator(Self.self)) {
          coordinator, _ in coordinator.dismissCoordinator()
        }
      ]
    }
  }
}
