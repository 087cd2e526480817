import Observation
import Scaffolding
import SharedModels

/// What one profile page shows: the user's profile as its task loaded it, and on your own page
/// your posts.
///
/// The route makes one for each page it shows, so two profiles on a stack load on their own;
/// the page's `.task(id: attempt)` fills in ``profile``, and ``retry()`` loads it again. Your
/// own page also has `.task(id: postsAttempt)` filling in ``posts``, which ``reloadPosts()``
/// loads again after you publish.
@MainActor
@Observable
final class ProfileModel {
  /// Whose profile the page shows.
  let userID: UserID
  /// The profile, nil when there is no such user.
  var profile: Loadable<UserProfile?> = .loading
  /// The page task's id: bumping it makes the task load again.
  private(set) var attempt = 0
  /// The user's posts, newest first; nil on a page that doesn't list them (another user's).
  var posts: Loadable<[Item]>?
  /// The posts task's id: bumping it makes that task load again.
  private(set) var postsAttempt = 0

  /// A page for `userID`'s profile, loading.
  init(userID: UserID) {
    self.userID = userID
  }

  /// Loads again: after a failure (the page's `retry`) or when the profile changed (a save).
  /// A page whose posts failed loads them again too.
  func retry() {
    profile = .loading
    attempt += 1
    if case .failed? = posts { reloadPosts() }
  }

  /// Loads the posts again: after a failure, or when the user published one.
  func reloadPosts() {
    posts = .loading
    postsAttempt += 1
  }
}
