import SharedModels

/// A place in the app, as a URL: what `open <url>` takes and what `where` reports.
///
/// A link names a tab and the screens pushed on it, outermost first, so the same value both
/// opens a location and describes one (for restoring where the user was). Modals are
/// deliberately not part of a location: a half-finished sheet is not restored.
///
/// | URL | Where it leads |
/// | --- | --- |
/// | `app://login` | the login screen (signed-out) |
/// | `app://signup` | the create-account form (signed-out) |
/// | `app://home` | the feed |
/// | `app://home/item/3` | item 3's detail, pushed on the feed |
/// | `app://home/item/3/item/1` | item 1, pushed on item 3 |
/// | `app://home/compose` | the compose sheet over the feed |
/// | `app://profile` | the signed-in user's profile |
/// | `app://profile/user/ada` | ada's profile, pushed |
/// | `app://profile/edit` | the edit sheet over the profile |
/// | `app://settings` | the settings list |
/// | `app://settings/appearance`, `…/notifications`, `…/account` | that settings page |
public enum DeepLink: Hashable, Sendable, CustomStringConvertible {
  /// The login screen.
  case login
  /// The create-account form.
  case signUp
  /// The feed with item details pushed in order.
  case home(items: [ItemID])
  /// The compose sheet over the feed.
  case compose
  /// The signed-in user's profile with other users' profiles pushed in order.
  case profile(users: [UserID])
  /// The edit sheet over the user's profile.
  case editProfile
  /// The settings list, or one of its pages.
  case settings(SettingsPage?)

  /// The pages under the settings list.
  public enum SettingsPage: String, Hashable, Sendable, CaseIterable {
    case appearance, notifications, account
  }

  /// Whether following the link needs a signed-in user.
  public var requiresSession: Bool {
    switch self {
    case .login, .signUp: false
    case .home, .compose, .profile, .editProfile, .settings: true
    }
  }

  // Appended in place: the app describes its location on most navigation events, and
  // joining mapped arrays cost about 1,500 instructions a link where this costs about 500.
  /// The link as a URL string, the inverse of ``init(parsing:)``.
  public var description: String {
    switch self {
    case .login: "app://login"
    case .signUp: "app://signup"
    case .home(let items): Self.path("app://home", key: "/item/", values: items)
    case .compose: "app://home/compose"
    case .profile(let users): Self.path("app://profile", key: "/user/", values: users)
    case .editProfile: "app://profile/edit"
    case .settings(let page): page.map { "app://settings/" + $0.rawValue } ?? "app://settings"
    }
  }

  /// `start` followed by `key` and each value in turn: `app://home/item/3/item/1`.
  private static func path(_ start: String, key: String, values: [some CustomStringConvertible]) -> String {
    var text = start
    for value in values {
      text.append(key)
      text.append(value.description)
    }
    return text
  }
}
