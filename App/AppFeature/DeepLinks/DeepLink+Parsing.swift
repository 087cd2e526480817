import SharedModels

extension DeepLink {
  /// Reads an `app://` URL; throws a ``DeepLinkError`` naming what is wrong with anything else.
  ///
  /// Parsed by hand rather than with `URL`, whose leniency differs between platforms: the same
  /// string must mean the same link on Linux and on a Mac.
  public init(parsing text: String) throws(DeepLinkError) {
    let scheme = "app://"
    guard text.hasPrefix(scheme) else {
      throw DeepLinkError(message: "'\(text)' is not an app link; links start with \(scheme)")
    }
    var rest = text.dropFirst(scheme.count)
    while rest.last == "/" { rest = rest.dropLast() }
    let segments = rest.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard let section = segments.first, !section.isEmpty, !segments.contains("") else {
      throw DeepLinkError(message: "'\(text)' has an empty path segment")
    }
    let path = Array(segments.dropFirst())
    switch section {
    case "login": self = try Self.leaf(.login, path, text)
    case "signup": self = try Self.leaf(.signUp, path, text)
    case "home" where path == ["compose"]: self = .compose
    case "home": self = .home(items: try Self.pairs(path, key: "item", in: text).map(Self.itemID(in: text)))
    case "profile" where path == ["edit"]: self = .editProfile
    case "profile": self = .profile(users: try Self.pairs(path, key: "user", in: text).map { UserID($0) })
    case "settings":
      guard path.count <= 1 else { throw DeepLinkError(message: "'\(text)' goes deeper than a settings page") }
      guard let name = path.first else {
        self = .settings(nil)
        return
      }
      guard let page = SettingsPage(rawValue: name) else {
        let pages = SettingsPage.allCases.map(\.rawValue).joined(separator: ", ")
        throw DeepLinkError(message: "no settings page '\(name)'; pages are \(pages)")
      }
      self = .settings(page)
    default:
      throw DeepLinkError(message: "no section '\(section)'; links lead to login, signup, home, profile or settings")
    }
  }

  private static func leaf(_ link: DeepLink, _ path: [String], _ text: String) throws(DeepLinkError) -> DeepLink {
    guard path.isEmpty else { throw DeepLinkError(message: "'\(text)' has an unexpected path after \(link)") }
    return link
  }

  /// The values of a path made of `key/value` pairs, like `item/3/item/1`.
  private static func pairs(_ path: [String], key: String, in text: String) throws(DeepLinkError) -> [String] {
    guard path.count.isMultiple(of: 2) else {
      throw DeepLinkError(message: "'\(text)' ends without a value after '\(path.last ?? key)'")
    }
    var values: [String] = []
    for index in stride(from: 0, to: path.count, by: 2) {
      guard path[index] == key else {
        throw DeepLinkError(message: "'\(text)': expected '\(key)', found '\(path[index])'")
      }
      values.append(path[index + 1])
    }
    return values
  }

  private static func itemID(in text: String) -> (String) throws(DeepLinkError) -> ItemID {
    { value throws(DeepLinkError) in
      guard let number = Int(value), number > 0 else {
        throw DeepLinkError(message: "'\(text)': item ids are positive whole numbers, not '\(value)'")
      }
      return ItemID(number)
    }
  }
}
