import SharedModels

/// What a first launch (and every in-memory launch) starts with: the demo account the README
/// documents (`demo` / `scaffolding`) and a few items by two authors.
enum DemoContent {
  static let username = "demo"
  static let password = "scaffolding"
  static let displayName = "Demo User"

  static let profiles = [
    UserProfile(userID: UserID(username), displayName: displayName, bio: "Trying out modular navigation."),
    UserProfile(userID: UserID("ada"), displayName: "Ada", bio: "Writes about coordinators."),
  ]

  static let items = [
    Item(
      id: ItemID(3), title: "Tabs keep their own stacks", body: "Switch tabs and come back: your place is kept.",
      author: UserID("ada")),
    Item(
      id: ItemID(2), title: "Root swaps are atomic", body: "Signing out tears the whole signed-in tree down.",
      author: UserID("ada")),
    Item(
      id: ItemID(1), title: "Welcome", body: "Open an item, go back, switch tabs.", author: UserID(username)),
  ]
}
