import Scaffolding
import SharedModels

/// The Profile tab: the signed-in user's profile, other users' profiles, and an edit sub-flow
/// in a sheet.
///
/// The module's only public symbol. Built for one session, so a new sign-in always gets a
/// fresh Profile tab. Other features reach a user's profile through the app's links
/// (`app://profile/user/<id>`), which this coordinator follows itself. It reports no results,
/// so it has no `Outcome`.
public final class ProfileCoordinator: FlowCoordinatable {
  /// The flow's navigation state.
  public let stack = FlowStack<ProfileCoordinator>(root: .me)
  let session: Session
  let dependencies: Dependencies
  /// Confirms a saved edit once, on the profile the edit sheet closes onto.
  let notice = Notice()

  /// A Profile flow for the signed-in user of `session`.
  public init(session: Session, dependencies: Dependencies) {
    self.session = session
    self.dependencies = dependencies
  }

  func me() -> some Screen { ProfileScreen(userID: session.userID) }
  func user(_ id: UserID) -> some Screen { ProfileScreen(userID: id) }
  func edit() -> any Coordinatable {
    // Read again where the sheet opens (``openEditor()`` read it a moment ago); a user without
    // a profile starts from the session's name.
    let current =
      (try? dependencies.profile(session.userID)).flatMap { $0 }
      ?? UserProfile(userID: session.userID, displayName: session.displayName, bio: "")
    return EditProfileCoordinator(profile: current, dependencies: .init(save: dependencies.save)) {
      [weak self] outcome in
      switch outcome {
      case .saved(let profile): self?.notice.post("Saved your profile, \(profile.displayName).")
      }
    }
  }

  /// Pushes another user's profile, refusing users that don't exist. The user's own is the
  /// root, never pushed, so naming it goes back there (and `where` reports what `open` takes).
  func showUser(_ id: UserID) throws {
    guard id != session.userID else {
      popToRoot()
      return
    }
    guard try dependencies.profile(id) != nil else { throw ScreenActionError("no user '\(id)'") }
    route(to: .user(id))
  }

  /// Opens the edit sheet, refusing with the reason when the profile can't be read (the sheet
  /// would otherwise start from an empty bio and save over the real one).
  func openEditor() throws {
    _ = try dependencies.profile(session.userID)
    present(.edit, as: .sheet)
  }
}
