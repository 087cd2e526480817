import Scaffolding
import SharedModels

/// A user's profile: name and bio.
struct ProfileScreen: Screen {
  let userID: UserID

  func body(in context: ScreenContext) -> ScreenBody {
    guard let profile = context.nearest(ProfileCoordinator.self)?.dependencies.profile(userID) else {
      return ScreenBody(title: "Profile", lines: ["No profile for \(userID)."])
    }
    return ScreenBody(title: profile.displayName, lines: ["@\(profile.userID)", profile.bio])
  }
}
