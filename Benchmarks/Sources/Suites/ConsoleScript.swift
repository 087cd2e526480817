/// The script the console replay runs: a signed-in tour of every tab, sheet and deep link,
/// repeated, with a sign-out and a fresh sign-in every ``cyclesPerSession`` tours so the
/// replay also crosses root swaps and password checks.
enum ConsoleScript {
  /// One tour; each line succeeds when the previous ones did.
  static let tour = [
    "view 3",
    "related 2",
    "back",
    "back",
    "tab profile",
    "user ada",
    "back",
    "edit",
    "cancel",
    "tab settings",
    "appearance",
    "back",
    "tab home",
    "compose",
    "cancel",
    "open app://home/item/3/item/2",
    "where",
    "# tours repeat from the feed",
    "back",
    "back",
  ]

  static let signIn = "login demo scaffolding"
  static let signOut = ["tab settings", "account", "sign-out"]
  static let cyclesPerSession = 100

  /// The first `count` lines of the endless script.
  static func lines(count: Int) -> [String] {
    var lines: [String] = []
    lines.reserveCapacity(count)
    var tours = 0
    while lines.count < count {
      if tours % cyclesPerSession == 0 {
        if tours > 0 { lines += signOut }
        lines.append(signIn)
      }
      lines += tour
      tours += 1
    }
    return Array(lines.prefix(count))
  }
}
