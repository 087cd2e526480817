import Scaffolding
import SharedModels

/// The edit sub-flow Profile presents as a sheet: name, then bio, then review and save.
///
/// Works on a draft copy, so cancelling at any step (or closing the sheet) changes nothing;
/// only the last step saves, and a refused save keeps the sheet open with the draft intact.
final class EditProfileCoordinator: FlowCoordinatable {
  let stack = FlowStack<EditProfileCoordinator>(root: .name)
  private(set) var draft: UserProfile
  private let save: @MainActor (UserProfile) throws -> Void
  private let onComplete: @MainActor (UserProfile) -> Void

  init(
    profile: UserProfile,
    save: @escaping @MainActor (UserProfile) throws -> Void,
    onComplete: @escaping @MainActor (UserProfile) -> Void
  ) {
    self.draft = profile
    self.save = save
    self.onComplete = onComplete
  }

  func nameStep() -> some Screen { EditNameScreen() }
  func bioStep() -> some Screen { EditBioScreen() }
  func review() -> some Screen { EditReviewScreen() }

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

  func saveDraft() throws {
    try save(draft)
    onComplete(draft)
    dismissCoordinator()
  }

  /// Gives every step the way out: Cancel closes the sheet and saves nothing.
  func customize(_ screen: any Screen) -> any Screen {
    screen.addingActions { [weak self] _ in
      [ScreenAction("cancel", summary: "Discard changes and close") { _ in self?.dismissCoordinator() }]
    }
  }
}
