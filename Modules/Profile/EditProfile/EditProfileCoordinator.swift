import Scaffolding
import SharedModels

/// The edit sub-flow Profile presents as a sheet: name, then bio, then review and save.
///
/// Works on a draft copy, so cancelling at any step (or closing the sheet) changes nothing;
/// only the last step saves, an async action of that step, and a refused save keeps the sheet
/// open with the draft intact (its reason is the action's error).
final class EditProfileCoordinator: FlowCoordinatable {
  let stack = FlowStack<EditProfileCoordinator>(root: .name)
  /// Profile's: editing saves through its `save`.
  typealias Dependencies = ProfileCoordinator.Dependencies
  let dependencies: Dependencies
  /// Hears the profile as saved, once the sheet has closed; cancelling hands back nothing.
  private let onSaved: @MainActor (UserProfile) -> Void
  /// Your page's profile (nil when you have none yet), which every step shows once it has
  /// loaded, as a link may open the sheet first: the draft starts from it, so an empty bio never
  /// saves over the real one.
  let profile: Load<UserProfile?>
  /// What the draft starts from when you have no profile yet.
  private let newProfile: UserProfile
  private var name: String?
  private var bio: String?

  init(
    profile: Load<UserProfile?>, newProfile: UserProfile, dependencies: Dependencies,
    onSaved: @escaping @MainActor (UserProfile) -> Void
  ) {
    self.profile = profile
    self.newProfile = newProfile
    self.dependencies = dependencies
    self.onSaved = onSaved
  }

  /// Your profile as loaded (`profile`, or the new one when you have none yet) with the name
  /// and bio set so far. Every step shows it only once loaded, and waits again while it reloads.
  func draft(over profile: UserProfile?) -> UserProfile {
    var draft = profile ?? newProfile
    draft.displayName = name ?? draft.displayName
    draft.bio = bio ?? draft.bio
    return draft
  }

  func nameStep() -> some Screen { EditNameScreen().showing(profile) }
  func bioStep() -> some Screen { EditBioScreen().showing(profile) }
  func review() -> some Screen { EditReviewScreen().showing(profile) }

  /// Sets the name, or keeps it when `name` is nil, and moves on.
  func setName(_ name: String?) throws {
    if let name {
      guard !name.allSatisfy(\.isWhitespace) else { throw ScreenActionError("the name can't be empty") }
      self.name = name
    }
    route(to: .bio)
  }

  /// Sets the bio, or keeps it when `bio` is nil, and moves on.
  func setBio(_ bio: String?) {
    if let bio { self.bio = bio }
    route(to: .review)
  }

  /// Saves the draft, then closes the sheet and hands the saved profile back (rule 10: the
  /// receiver starts with the modal gone). A refusal is thrown; a save that ends after the
  /// sheet closed still hands the saved profile back, so the page shows it.
  func save() async throws {
    // Never over a profile loading again or failed: an empty bio would save over the real one.
    guard case .loaded(let saved) = profile.state else { throw ScreenActionError("your profile hasn't loaded") }
    let changed = draft(over: saved)
    try await dependencies.save(changed)
    (name, bio) = (nil, nil)
    dismissCoordinator()
    onSaved(changed)
  }

  /// With a changed name or bio, every way out but saving asks first (closing the sheet,
  /// `cancel`, `back` on its first step); with nothing changed, nothing is asked.
  var leaveQuestion: String? {
    guard case .loaded(let saved) = profile.state else {
      return name == nil && bio == nil ? nil : "Discard your changes?"
    }
    return draft(over: saved) != (saved ?? newProfile) ? "Discard your changes?" : nil
  }

  /// Gives every step the way out: `cancel` closes the sheet and saves nothing (asking first
  /// when something changed: ``leaveQuestion``).
  func customize(_ screen: any Screen) -> any Screen {
    screen.addingCancel("Discard changes and close", on: self)
  }
}
