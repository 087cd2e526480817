import Scaffolding
import SharedModels

/// A user's profile: name and bio, as its model loaded them. The signed-in user's own profile
/// can be edited once it has loaded.
struct ProfileScreen: Screen {
  let model: ProfileModel

  func body(in context: ScreenContext) -> ScreenBody {
    let coordinator = context.coordinator(ProfileCoordinator.self)
    let isOwn = coordinator.session.userID == model.userID
    var actions = [
      ScreenAction("user", summary: "View another user's profile", parameters: [.init("username")], on: coordinator) {
        coordinator, arguments in
        try coordinator.showUser(UserID(arguments.text("username")))
      }
    ]
    var title = "Profile"
    let lines: [String]
    switch model.profile {
    case .loading:
      lines = ["Loading…"]
    case .failed(let reason):
      lines = [reason]
      actions.append(.retry(on: model) { $0.retry() })
    case .loaded(let profile?):
      title = profile.displayName
      lines = ["@\(profile.userID)", profile.bio.isEmpty ? "No bio yet." : profile.bio]
    case .loaded(nil):
      lines = [isOwn ? "You have no profile yet." : "There is no user '\(model.userID)'."]
    }
    if isOwn, case .loaded = model.profile {
      actions.append(
        ScreenAction("edit", summary: "Edit your name and bio", on: coordinator) { coordinator, _ in
          try coordinator.openEditor()
        })
    }
    return ScreenBody(title: title, lines: lines, actions: actions, notices: isOwn ? [coordinator.notice] : [])
  }
}
