import Scaffolding

/// Auth's links sit at the top of the app's link space, one segment each: `app://login` for
/// the login form and `app://signup` for the create-account form. Like every feature, Auth
/// takes the empty path as its root, the login form; it reports that place as `login`, since
/// an app link needs a first segment.
extension AuthCoordinator: DeepLinkable {
  /// The sections of an app link that lead into Auth, in the order help lists them.
  public static let linkSections = ["login", "signup"]

  /// Shows the login form (`login`, or the empty path), or the create-account form pushed on
  /// it (`signup`).
  public func open(_ path: DeepLinkPath) throws(DeepLinkError) {
    let routes = try Self.routes(in: path)
    popToRoot()
    for destination in routes { route(to: destination) }
  }

  /// Accepts nothing, `login` and `signup`.
  public static func checkShape(_ path: DeepLinkPath) throws(DeepLinkError) {
    _ = try routes(in: path)
  }

  /// `signup` while the create-account form is up, else `login`.
  public var currentPath: DeepLinkPath {
    let pushed = pushedRoutes.flatMap(\.linkSegments)
    return DeepLinkPath(pushed.isEmpty ? ["login"] : pushed)
  }

  /// The routes `path` names: the inverse of ``linkSegments``.
  private static func routes(in path: DeepLinkPath) throws(DeepLinkError) -> [Destinations] {
    switch path {
    case [], ["login"]: []
    case ["signup"]: [.createAccount]
    default: throw DeepLinkError("the sign-in screens have no page '\(path)'")
    }
  }
}

extension AuthCoordinator.Destinations {
  /// What this route adds to a link: the inverse of reading one. The switch names every route,
  /// so a new one doesn't build until it says what part of a link it is.
  var linkSegments: [String] {
    switch self {
    case .createAccount: ["signup"]
    case .login, .forgotPassword: []  // the root, and a sheet: links leave both out
    }
  }
}
