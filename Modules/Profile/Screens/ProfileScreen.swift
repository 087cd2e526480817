import FeatureFlagsClient
import Scaffolding
import SharedModels

/// A user's profile: name and bio, as its page loaded them. Your own page (the root, in the
/// tab) also lists your posts and offers `compose` (while its flag is on), and `edit` once it
/// has loaded. Your profile pushed over another user's page is shown as anyone's.
struct ProfileScreen: Screen {
  let userID: UserID
  let profile: Load<UserProfile?>

  func body(in context: ScreenContext) -> ScreenBody {
    let coordinator = context.coordinator(ProfileCoordinator.self)
    let isOwn = coordinator.isOwnPage(profile)
    var body = ScreenBody(title: "Profile", notices: isOwn ? [coordinator.notice] : [])
    let username = ScreenAction.Parameter("username", examples: ["ada", "demo"])
    body.actions = [
      ScreenAction("user", summary: "View another user's profile", parameters: [username], on: coordinator) {
        coordinator, arguments in
        try coordinator.showUser(UserID(arguments.text("username")))
      }
    ]
    var failed = false
    switch profile.state {
    case .loading:
      body.lines = ["Loading…"]
    case .failed(let reason):
      body.lines = [reason]
      failed = true
    case .loaded(let profile?):
      body.title = profile.displayName
      body.lines = ["@\(profile.userID)", profile.bio.isEmpty ? "No bio yet." : profile.bio]
    case .loaded(nil):
      body.lines = [isOwn ? "You have no profile yet." : "There is no user '\(userID)'."]
    }
    if isOwn {
      body.lines += ["", "Your posts:"]
      switch coordinator.posts.state {
      case .loading: body.lines.append("  Loading…")
      case .failed(let reason):
        body.lines.append("  \(reason)")
        failed = true
      case .loaded(let items) where items.isEmpty: body.lines.append("  None yet.")
      case .loaded(let items): body.lines += items.map { "  #\($0.id)  \($0.title)" }
      }
    }
    if failed {
      body.actions.append(isOwn ? .retry(on: coordinator) { $0.reloadOwnPage() } : .retry(profile))
    }
    if isOwn, profile.value != nil {
      body.actions.append(
        ScreenAction("edit", summary: "Edit your name and bio", on: coordinator) { coordinator, _ in
          try coordinator.openEditor()
        })
    }
    if isOwn, coordinator.dependencies.featureFlags.isOn(.compose) {
      body.actions.append(
        ScreenAction("compose", summary: "Write a new post", on: coordinator) { coordinator, _ in
          coordinator.presentCompose()
        })
    }
    return body
  }
}
