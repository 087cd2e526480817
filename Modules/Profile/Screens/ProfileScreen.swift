import Scaffolding
import SharedModels

/// A user's profile: name and bio. The signed-in user's own profile can be edited.
struct ProfileScreen: Screen {
  let userID: UserID

  func body(in context: ScreenContext) -> ScreenBody {
    let profile = context.nearest(ProfileCoordinator.self)
    guard let shown = profile?.dependencies.profile(userID) else {
      return ScreenBody(title: "Profile", lines: ["No profile for \(userID)."])
    }
    let isOwn = profile?.session.userID == userID
    var actions = [
      ScreenAction("user", summary: "View another user's profile", parameters: [.init("username")]) {
        [weak profile] arguments in
        try profile?.showUser(UserID(arguments.text("username")))
      }
    ]
    if isOwn {
      actions.append(
        ScreenAction("edit", summary: "Edit your name and bio") { [weak profile] _ in
          profile?.present(.edit, as: .sheet)
        })
    }
    let notice = isOwn ? profile?.notice.map { ["", $0] } ?? [] : []
    return ScreenBody(title: shown.displayName, lines: ["@\(shown.userID)", shown.bio] + notice, actions: actions)
  }
}
