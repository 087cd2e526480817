import Scaffolding
import SharedModels

/// The Profile tab: the signed-in user's profile.
///
/// The module's only public symbol. It reads profiles through its ``Dependencies`` and is
/// built for one session, so a new sign-in always gets a fresh Profile tab.
public final class ProfileCoordinator: FlowCoordinatable {
  /// The flow's navigation state.
  public let stack = FlowStack<ProfileCoordinator>(root: .me)
  let session: Session
  let dependencies: Dependencies

  /// A Profile flow for the signed-in user.
  public init(session: Session, dependencies: Dependencies) {
    self.session = session
    self.dependencies = dependencies
  }

  func me() -> some Screen { ProfileScreen(userID: session.userID) }
}
