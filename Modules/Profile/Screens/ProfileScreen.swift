import Scaffolding
import SharedModels

/// A user's profile: name and bio. The signed-in user's own profile can be edited.
struct ProfileScreen: Screen {
  let userID: UserID
  /// The body is made again only when what it shows changes (see ``Memo``).
  private let memo = Memo<Shown, ScreenBody>()

  /// What the body shows.
  private struct Shown: Equatable {
    let profile: UserProfile?
    let isOwn: Bool
    let notice: String?
  }

  init(userID: UserID) {
    self.userID = userID
  }

  func body(in context: ScreenContext) -> ScreenBody {
    let profile = context.nearest(ProfileCoordinator.self)
    let isOwn = profile?.session.userID == userID
    let shown = Shown(
      profile: profile?.dependencies.profile(userID), isOwn: isOwn, notice: isOwn ? profile?.notice : nil)
    return memo.value(for: shown) { shown in body(showing: shown, of: profile) }
  }

  private func body(showing state: Shown, of profile: ProfileCoordinator?) -> ScreenBody {
    guard let shown = state.profile else {
      return ScreenBody(title: "Profile", lines: ["No profile for \(userID)."])
    }
    var actions = [
      ScreenAction("user", summary: "View another user's profile", parameters: [.init("username")]) {
        [weak profile] arguments in
        try profile?.showUser(UserID(arguments.text("username")))
      }
    ]
    if state.isOwn {
      actions.append(
        ScreenAction("edit", summary: "Edit your name and bio") { [weak profile] _ in
          profile?.present(.edit, as: .sheet)
        })
    }
    var lines = ["@\(shown.userID)", shown.bio]
    if let notice = state.notice { lines += ["", notice] }
    return ScreenBody(title: shown.displayName, lines: lines, actions: actions)
  }
}
