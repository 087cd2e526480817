import FeatureFlagsClient
import Scaffolding
import SharedModels

/// A user's profile: name and bio, as its page loaded them. Your own page (the root, in the
/// tab) also lists your posts and offers `compose` (while its flag is on), and `edit` once it
/// has loaded. Your profile pushed over another user's page is shown as anyone's.
struct ProfileScreen: LoadedScreen {
  let userID: UserID
  let profile: Load<UserProfile?>
  var title: String { "Profile" }

  func frame(in context: ScreenContext) -> ScreenBody {
    let coordinator = context.coordinator(ProfileCoordinator.self)
    let isOwn = coordinator.isOwnPage(profile)
    var body = ScreenBody(title: title, notices: isOwn ? [coordinator.notice] : [])
    let username = ScreenAction.Parameter("username", examples: ["ada", "demo"])
    body.actions = [
      ScreenAction("user", summary: "View another user's profile", parameters: [username], on: coordinator) {
        coordinator, arguments in
        try coordinator.showUser(UserID(arguments.text("username")))
      }
    ]
    if isOwn, coordinator.dependencies.featureFlags.isOn(.compose) {
      body.actions.append(
        ScreenAction("compose", summary: "Write a new post", on: coordinator) { coordinator, _ in
          coordinator.presentCompose()
        })
    }
    return body
  }

  func body(_ loaded: UserProfile?, in context: ScreenContext) -> ScreenBody {
    let coordinator = context.coordinator(ProfileCoordinator.self)
    let isOwn = coordinator.isOwnPage(profile)
    var body = frame(in: context)
    if let loaded {
      body.title = loaded.displayName
      body.lines = ["@\(loaded.userID)", loaded.bio.isEmpty ? "No bio yet." : loaded.bio]
    } else {
      body.lines = [isOwn ? "You have no profile yet." : "There is no user '\(userID)'."]
    }
    guard isOwn else { return body }
    body.lines += ["", "Your posts:"]
    switch coordinator.posts.state {
    case .loading: body.lines.append("  Loading…")
    case .failed(let reason):
      body.lines.append("  \(reason)")
      body.actions.append(.retry(coordinator.posts))
    case .loaded(let items) where items.isEmpty: body.lines.append("  None yet.")
    case .loaded(let items): body.lines += items.map { "  #\($0.id)  \($0.title)" }
    }
    body.actions.append(
      ScreenAction("edit", summary: "Edit your name and bio", on: coordinator) { coordinator, _ in
        coordinator.openEditor()
      })
    return body
  }
}
