import Observation
import Scaffolding
import SharedModels

/// What one profile page shows: the user's profile as its task loaded it.
///
/// The route makes one for each page it shows, so two profiles on a stack load on their own;
/// the page's `.task(id: attempt)` fills in ``profile``, and ``retry()`` loads it again.
@MainActor
@Observable
final class ProfileModel {
  /// Whose profile the page shows.
  let userID: UserID
  /// The profile, nil when there is no such user.
  var profile: Loadable<UserProfile?> = .loading
  /// The page task's id: bumping it makes the task load again.
  private(set) var attempt = 0

  /// A page for `userID`'s profile, loading.
  init(userID: UserID) {
    self.userID = userID
  }

  /// Loads again: after a failure (the page's `retry`) or when the profile changed (a save).
  func retry() {
    profile = .loading
    attempt += 1
  }
}
