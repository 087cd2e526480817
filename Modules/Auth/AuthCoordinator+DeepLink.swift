import Scaffolding

/// Auth's links sit at the top of the app's link space, one segment each: `app://login` for
/// the login form and `app://signup` for the create-account form. Like every feature, Auth
/// takes the empty path as its root, the login form; it reports that place as `login`, since
/// an app link needs a first segment.
extension AuthCoordinator: DeepLinkableFlow {
  /// The sections of an app link that lead into Auth, in the order help lists them.
  public static let linkSections = ["login", "signup"]

  /// Nothing for the login form (`login`, or the empty path), the create-account form for
  /// `signup`.
  public static func routes(in path: DeepLinkPath) throws(DeepLinkError) -> [Destinations] {
    switch path {
    case [], ["login"]: []
    case ["signup"]: [.createAccount]
    default:
      // The step at fault, not the whole path: the app quotes the link before this.
      let page = path.segments.first { !linkSections.contains($0) } ?? path.description
      throw DeepLinkError("the sign-in screens have no page \(DeepLinkPath.quoted(page))")
    }
  }

  /// `signup` while the create-account form is up, else `login`.
  public var currentPath: DeepLinkPath {
    let pushed = pushedRoutes.flatMap(\.linkSegments)
    return DeepLinkPath(pushed.isEmpty ? ["login"] : pushed)
  }
}

extension AuthCoordinator.Destinations: LinkedDestinations {
  /// `signup` for the create-account form; the root and the sheet add nothing.
  public var linkSegments: [String] {
    switch self {
    case .createAccount: ["signup"]
    case .login, .forgotPassword: []
    }
  }
}
