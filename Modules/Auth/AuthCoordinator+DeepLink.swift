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
    try Self.checkShape(path)
    popToRoot()
    if path == ["signup"] { route(to: .createAccount) }
  }

  /// Accepts nothing, `login` and `signup`.
  public static func checkShape(_ path: DeepLinkPath) throws(DeepLinkError) {
    guard [[], ["login"], ["signup"]].contains(path) else {
      throw DeepLinkError("the sign-in screens have no page '\(path)'")
    }
  }

  /// `signup` while the create-account form is up, else `login`.
  public var currentPath: DeepLinkPath {
    isInStack(.createAccount) ? ["signup"] : ["login"]
  }
}
