import Scaffolding
import SharedModels

/// A user's profile: name and bio, as its model loaded them. The signed-in user's own page (the
/// root's `me`) also lists their posts and offers `compose`; it can be edited once it has
/// loaded. Your profile pushed over another user's page is shown as anyone's.
struct ProfileScreen: Screen {
  let model: ProfileModel

  func body(in context: ScreenContext) -> ScreenBody {
    let coordinator = context.coordinator(ProfileCoordinator.self)
    let isOwn = coordinator.ownProfile === model
    var actions = [
      ScreenAction("user", summary: "View another user's profile", parameters: [.init("username")], on: coordinator) {
        coordinator, arguments in
        try coordinator.showUser(UserID(arguments.text("username")))
      }
    ]
    var title = "Profile"
    var lines: [String]
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
    if let posts = model.posts {
      lines += ["", "Your posts:"]
      switch posts {
      case .loading: lines.append("  Loading…")
      case .failed(let reason):
        lines.append("  \(reason)")
        if !actions.contains(where: { $0.name == "retry" }) { actions.append(.retry(on: model) { $0.retry() }) }
      case .loaded(let items) where items.isEmpty: lines.append("  None yet.")
      case .loaded(let items): lines += items.map { "  #\($0.id)  \($0.title)" }
      }
    }
    if isOwn, case .loaded = model.profile {
      actions.append(
        ScreenAction("edit", summary: "Edit your name and bio", on: coordinator) { coordinator, _ in
          try coordinator.openEditor()
        })
    }
    if isOwn {
      actions.append(
        ScreenAction("compose", summary: "Write a new post", on: coordinator) { coordinator, _ in
          coordinator.presentCompose()
        })
    }
    return ScreenBody(title: title, lines: lines, actions: actions, notices: isOwn ? [coordinator.notice] : [])
  }
}
