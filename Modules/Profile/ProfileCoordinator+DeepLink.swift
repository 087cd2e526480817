import Scaffolding
import SharedModels

/// Profile's part of a link: `user/ada/user/bob` pushes those profiles in order on the root
/// page; `edit` opens the edit sheet over your own page, `compose` the compose sheet. The root's
/// user (you, in the tab; the author, embedded in Home) is never pushed: naming it goes back to
/// the root, as the `user` action does, so a link reaches where the same taps do.
extension ProfileCoordinator: DeepLinkableFlow {
  /// `edit`, `compose`, or a profile for each `user/<id>` pair.
  public static func routes(in path: DeepLinkPath) throws(DeepLinkError) -> [Destinations] {
    if path == ["edit"] { return [.edit] }
    if path == ["compose"] { return [.compose] }
    return try path.values(of: "user").map { .user(UserID($0)) }
  }

  /// Checks each linked user has a profile, reading it, and that the sheets open over your own
  /// page.
  public func check(_ routes: [Destinations]) async throws {
    for destination in routes {
      switch destination {
      case .user(let id):
        guard try await dependencies.profile(id) != nil else {
          throw DeepLinkError("there is no user \(DeepLinkPath.quoted(id.rawValue))")
        }
      case .edit:
        try requireOwnRoot(for: "edit")
      case .compose:
        try requireOwnRoot(for: "compose")
      case .me:
        break
      }
    }
  }

  /// Refuses a sheet of your own page in a flow whose root is another user's.
  private func requireOwnRoot(for sheet: String) throws(DeepLinkError) {
    guard rootUser == session.userID else {
      throw DeepLinkError("'\(sheet)' opens over your own profile, not \(rootUser)'s")
    }
  }

  /// Shows a user as `user` does (the root's user goes back to the root), or presents a
  /// sheet: a link reaches where the same taps do.
  public func show(_ destination: Destinations) {
    switch destination {
    case .user(let id): showUser(id)
    case .edit: present(destination, as: .sheet)
    case .compose: presentCompose()
    case .me: route(to: destination)
    }
  }

  /// The two sheets; other users are reached by name, so none is listed.
  public var suggestedPaths: [DeepLinkPath] { [["edit"], ["compose"]] }
}

extension ProfileCoordinator.Destinations: LinkedDestinations {
  /// `user/<id>` for another user's profile, `edit` and `compose` for the open sheets (so a
  /// restart reopens them); the root adds nothing.
  public var linkSegments: [String] {
    switch self {
    case .user(let id): ["user", id.rawValue]
    case .edit: ["edit"]
    case .compose: ["compose"]
    case .me: []
    }
  }
}
