import Scaffolding
import SharedModels

/// The Profile tab: the signed-in user's profile and posts, other users' profiles, an edit
/// sub-flow in a sheet, and the flow that writes a new post in a sheet.
///
/// The module's only public symbol. Built for one session, so a new sign-in always gets a
/// fresh Profile tab. Its root is one user's page: your own (the tab's) unless it is made
/// ``init(session:showing:dependencies:)`` another user, as when the App hands it to another
/// feature that pushes it in its own stack (Home's item author). The page is the same either
/// way; only your own lists your posts and offers `edit` and `compose`. The compose flow is
/// another module's, made by the factory the app hands in (``Dependencies/compose``), which
/// returns the published item. It reports no results, so it has no `Outcome`.
public final class ProfileCoordinator: FlowCoordinatable {
  /// The flow's navigation state.
  public let stack: FlowStack<ProfileCoordinator>
  let session: Session
  /// Whose page is the root: naming that user goes back to it, in a link or with `user`.
  let rootUser: UserID
  let dependencies: Dependencies
  /// Confirms a saved edit once, on the profile the edit sheet closes onto.
  let notice = Notice()
  /// The root page's profile, the coordinator's since the root is made once: the editor starts
  /// from it, and a save reloads it.
  let rootProfile = Load<UserProfile?>()
  /// Your posts, listed on your own page (the root, in the tab); a publish reloads them.
  let posts = Load<[Item]>()

  /// A Profile flow for the signed-in user of `session`, whose root is `user`'s page: your own
  /// (`me`) when `user` is nil or you, another user's (`user(_:)`) otherwise. Other users' pages
  /// are pushed over it either way.
  public init(session: Session, showing user: UserID? = nil, dependencies: Dependencies) {
    self.session = session
    self.dependencies = dependencies
    let rootUser = user ?? session.userID
    self.rootUser = rootUser
    stack = FlowStack(root: rootUser == session.userID ? .me : .user(rootUser))
  }

  /// Your own page, which also lists your posts.
  func me() -> some Screen {
    profilePage(session.userID).load(into: posts) { [dependencies, session] in
      try await dependencies.posts(session.userID)
    }
  }

  /// A user's page: the root's profile when it is the root's user, a page of its own otherwise.
  func user(_ id: UserID) -> some Screen {
    profilePage(id)
  }

  /// A profile page that loads its user's profile.
  private func profilePage(_ id: UserID) -> some Screen {
    let profile = id == rootUser ? rootProfile : Load()
    return ProfileScreen(userID: id, profile: profile).load(into: profile) { [dependencies] in
      try await dependencies.profile(id)
    }
  }

  /// Whether `profile` is your own page's: the root's, in a flow rooted at you.
  func isOwnPage(_ profile: Load<UserProfile?>) -> Bool {
    profile === rootProfile && rootUser == session.userID
  }

  /// The edit sheet, on the profile your page loads (a new one under the session's name when
  /// you have none yet); a save reloads that page, then confirms with a notice.
  func edit() -> any Coordinatable {
    precondition(rootUser == session.userID, "the edit sheet opens over your own page: its action and check(_:) ask")
    let newProfile = UserProfile(userID: session.userID, displayName: session.displayName, bio: "")
    return EditProfileCoordinator(profile: rootProfile, newProfile: newProfile, dependencies: dependencies) {
      [weak self] saved in
      self?.rootProfile.reload()
      self?.notice.post("Saved your profile, \(saved.displayName).")
    }
  }

  /// Presents the compose flow as a sheet over your own page. The published item it returns
  /// reloads your posts, confirmed once; nil (cancelled, closed) changes nothing.
  func presentCompose() {
    present(.compose, returning: Item.self) { [weak self] item in
      guard let self, let item else { return }
      posts.reload()
      notice.post("Published #\(item.id).")
    }
  }

  /// Pushes another user's profile, whose page says so when there is no such user. The root's
  /// user (your own page, in the tab) is never pushed, so naming it goes back there (and
  /// `where` reports what `open` takes).
  func showUser(_ id: UserID) {
    guard id != rootUser else {
      popToRoot()
      return
    }
    route(to: .user(id))
  }

  /// Opens the edit sheet over your page.
  func openEditor() {
    present(.edit, as: .sheet)
  }
}
