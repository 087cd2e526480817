import Scaffolding
import SharedModels

/// Profile's part of a link: `user/ada/user/bob` pushes those profiles in order; `edit` opens
/// the edit sheet over the user's own profile.
extension ProfileCoordinator: DeepLinkable {
  /// Shows the user's own profile with the linked profiles pushed, or the edit sheet; refuses,
  /// changing nothing, users without a profile. The user's own profile is the root, never a
  /// pushed "other user".
  public func open(_ path: DeepLinkPath) throws(DeepLinkError) {
    if path == ["edit"] {
      popToRoot()
      do {
        try openEditor()
      } catch {
        throw DeepLinkError("\(error)")
      }
      return
    }
    let users = try path.values(of: "user").map { UserID($0) }
    for id in users {
      let found: Bool
      do {
        found = try dependencies.profile(id) != nil
      } catch {
        throw DeepLinkError("\(error)")
      }
      guard found else { throw DeepLinkError("there is no user '\(id)'") }
    }
    popToRoot()
    for id in users where id != session.userID { route(to: .user(id)) }
  }

  /// Accepts `edit` and `user/<id>` pairs.
  public static func checkShape(_ path: DeepLinkPath) throws(DeepLinkError) {
    guard path != ["edit"] else { return }
    _ = try path.values(of: "user")
  }

  /// The edit sheet; other users are reached by name, so none is listed.
  public var suggestedPaths: [DeepLinkPath] { [["edit"]] }

  /// The other users' profiles pushed on the user's own, as `user/<id>` pairs. The switch names
  /// every route, so a new one doesn't build until it says what part of a link it is.
  public var currentPath: DeepLinkPath {
    DeepLinkPath(
      pushedRoutes.flatMap { route -> [String] in
        switch route {
        case .user(let id): ["user", id.rawValue]
        case .me, .edit: []  // the root, and a sheet: links leave both out
        }
      })
  }
}
