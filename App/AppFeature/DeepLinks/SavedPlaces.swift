/// Where the user was in every tab, as the app saves it in the session row: one link per tab,
/// one a line, the selected tab's first, then the others in bar order.
///
/// One value, so saving every tab is one write of one column (whole or not at all under a
/// kill, and the same row every process reads), and the schema needs no migration: a value an
/// older build saved, a single link, reads as the selected tab's place with the other tabs at
/// their roots. A line that isn't a link (edited by hand, from a build whose links differ) is
/// skipped, as a link that leads nowhere leaves its tab at its root.
struct SavedPlaces: Equatable {
  /// The selected tab's link, then the other tabs' links.
  var links: [DeepLink]

  /// The places `links` name, the selected tab's first.
  init(links: [DeepLink]) {
    self.links = links
  }

  /// The places saved as ``encoded``; lines that aren't links are left out.
  init(encoded: String) {
    links = encoded.split(separator: "\n").compactMap { try? DeepLink(parsing: String($0)) }
  }

  /// One link a line. A link that would span lines (a segment with a line break, which no
  /// feature's link has) is left out rather than read back as two.
  var encoded: String {
    links.map(\.description).filter { !$0.contains(where: \.isNewline) }.joined(separator: "\n")
  }
}
