import Scaffolding
import SharedModels

/// A user's profile: name and bio. The signed-in user's own profile can be edited.
struct ProfileScreen: Screen {
  let userID: UserID

  func body(in context: ScreenContext) -> ScreenBody {
    let coordinator = context.coordinator(ProfileCoordinator.self)
    let found: UserProfile?
    do {
      found = try coordinator.dependencies.profile(userID)
    } catch {
      return ScreenBody(title: "Profile", lines: ["\(error)"])
    }
    guard let profile = found else {
      return ScreenBody(title: "Profile", lines: ["No profile for \(userID)."])
    }
    let isOwn = coordinator.session.userID == userID
    let lines = ["@\(profile.userID)", profile.bio]
    var actions = [
      ScreenAction("user", summary: "View another user's profile", parameters: [.init("username")], on: coordinator) {
        coordinator, arguments in
        try coordinator.showUser(UserID(arguments.text("username")))
      }
    ]
    if isOwn {
      actions.append(
        ScreenAction("edit", summary: "Edit your name and bio", on: coordinator) { coordinator, _ in
          try coordinator.openEditor()
        })
    }
    return ScreenBody(
      title: profile.displayName, lines: lines, actions: actions, notices: isOwn ? [coordinator.notice] : [])
  }
}
