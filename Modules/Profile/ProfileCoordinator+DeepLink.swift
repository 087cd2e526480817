import Scaffolding
import SharedModels

/// Profile's part of a link: `user/ada/user/bob` pushes those profiles in order; `edit` opens
/// the edit sheet over the user's own profile.
extension ProfileCoordinator: DeepLinkable {
  /// Shows the user's own profile with the linked profiles pushed, or the edit sheet; refuses,
  /// changing nothing, users without a profile and profiles that can't be read. The user's own
  /// profile is the root, never a pushed "other user".
  public func open(_ path: DeepLinkPath) throws(DeepLinkError) {
    let routes = try Self.routes(in: path)
    do {
      try checkExist(routes)
    } catch {
      throw error as? DeepLinkError ?? DeepLinkError("\(error)")
    }
    popToRoot()
    for destination in routes { show(destination) }
  }

  /// Accepts `edit` and `user/<id>` pairs.
  public static func checkShape(_ path: DeepLinkPath) throws(DeepLinkError) {
    _ = try routes(in: path)
  }

  /// The other users' profiles pushed on the user's own, as `user/<id>` pairs.
  public var currentPath: DeepLinkPath {
    DeepLinkPath(pushedRoutes.flatMap(\.linkSegments))
  }

  /// The edit sheet; other users are reached by name, so none is listed.
  public var suggestedPaths: [DeepLinkPath] { [["edit"]] }

  /// The routes `path` names, read from its words alone: the inverse of ``linkSegments``.
  private static func routes(in path: DeepLinkPath) throws(DeepLinkError) -> [Destinations] {
    if path == ["edit"] { return [.edit] }
    return try path.values(of: "user").map { .user(UserID($0)) }
  }

  /// Checks each linked user has a profile, and that the user's own can be read for the edit
  /// sheet (which would otherwise start from an empty bio).
  private func checkExist(_ routes: [Destinations]) throws {
    for destination in routes {
      switch destination {
      case .user(let id):
        guard try dependencies.profile(id) != nil else { throw DeepLinkError("there is no user '\(id)'") }
      case .edit:
        _ = try dependencies.profile(session.userID)
      case .me:
        break
      }
    }
  }

  /// Pushes another user's profile, or presents the edit sheet; the user's own id is the root.
  private func show(_ destination: Destinations) {
    switch destination {
    case .user(let id) where id == session.userID: break
    case .edit: present(destination, as: .sheet)
    case .me, .user: route(to: destination)
    }
  }
}

extension ProfileCoordinator.Destinations {
  /// What this route adds to a link: the inverse of reading one. The switch names every route,
  /// so a new one doesn't build until it says what part of a link it is.
  var linkSegments: [String] {
    switch self {
    case .user(let id): ["user", id.rawValue]
    case .me, .edit: []  // the root, and a sheet: links leave both out
    }
  }
}
