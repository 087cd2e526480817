import SharedModels

/// What a first launch (and every in-memory launch) starts with: the demo account the README
/// documents (`demo` / `scaffolding`), a few items by two authors, and an account for the other
/// author, `ada`, reserved (no password), so nobody can register her name and take her posts.
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

  /// Writes the demo content into a new database, inside the transaction that creates the
  /// schema, so a crash leaves either all of it or a database that is seeded on the next launch.
  /// `demoPasswordHash` nil (hashing unavailable) reserves the demo name too.
  static func insert(into database: Database, demoPasswordHash: String?) throws(DatabaseError) {
    for profile in profiles {
      let hash = profile.userID.rawValue == username ? demoPasswordHash : nil
      try database.run(
        "INSERT INTO accounts (user_id, display_name, password_hash, account_key) VALUES (?, ?, ?, randomblob(16))",
        .text(profile.userID.rawValue), .text(profile.displayName), .optionalText(hash))
      try database.run(
        "INSERT INTO profiles (user_id, display_name, bio) VALUES (?, ?, ?)",
        .text(profile.userID.rawValue), .text(profile.displayName), .text(profile.bio))
    }
    for item in items.reversed() {
      try database.run(
        "INSERT INTO items (id, title, body, author) VALUES (?, ?, ?, ?)",
        .integer(item.id.rawValue), .text(item.title), .text(item.body), .text(item.author.rawValue))
    }
  }
}
