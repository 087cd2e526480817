import AppFeature
import Scaffolding

/// What Tab offers for the word being typed: global commands and the visible screen's actions
/// as the first word, tab names after `tab`, deep links after `open`, command names after
/// `help`. Matched case-insensitively; nothing is offered inside an action's arguments.
@MainActor
enum Completion {
  /// Every deep link without an id in it, and the stems of those that take one.
  static let deepLinks: [String] =
    [DeepLink.login, .signUp, .home(items: []), .compose, .profile(users: []), .editProfile, .settings(nil)]
    .map(\.description) + DeepLink.SettingsPage.allCases.map { DeepLink.settings($0).description }
    + ["app://home/item/", "app://profile/user/"]

  /// The words that could complete the last word of `text`, for the screen `visible` of `root`.
  static func candidates(for text: String, visible: VisibleScreen?, root: any Coordinatable) -> [String] {
    let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
    let endsWord = text.last.map { !$0.isWhitespace } ?? false
    let partial = endsWord ? words.last ?? "" : ""
    let before = (endsWord ? words.dropLast() : words[...]).map { $0.lowercased() }
    let actions = visible?.render().actions.map(\.name) ?? []
    let commands = GlobalCommand.names.sorted() + actions
    let pool: [String]
    switch before {
    case []: pool = commands
    case ["help"]: pool = commands
    case ["tab"]:
      let tabs = visible.flatMap { VisibleTabs(root: root, visible: $0) }?.tabs ?? []
      pool = tabs.map { VisibleTabs.title(of: $0).lowercased() }
    case ["open"]: pool = deepLinks
    default: pool = []
    }
    return pool.filter { $0.lowercased().hasPrefix(partial.lowercased()) }
  }
}
