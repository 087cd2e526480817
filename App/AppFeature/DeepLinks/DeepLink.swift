import Scaffolding

/// A place in the app, as a URL: what `open <url>` takes and what `where` reports.
///
/// A link reads `app://<section>/<path>`. The section is one of Auth's (`login`, `signup`) or a tab's
/// name from the tab table (``AppTab/all``); the path belongs to the feature that tab
/// shows, which reads it and reports it back (see `DeepLinkable`). The same value both opens
/// a location and describes one, so restoring where the user was is opening the saved link
/// (one per tab, see `SavedPlaces`). An open sheet a link can name is part of a location
/// (`app://home/compose`), so a restart reopens it.
public struct DeepLink: Hashable, Sendable, CustomStringConvertible {
  /// What every link starts with, as `where` prints it; read in any case (see ``hasScheme(_:)``).
  public static let scheme = "app://"

  /// Whether `text` starts with ``scheme`` in any case (`APP://`, `App://`): URL schemes are
  /// case-insensitive (RFC 3986, section 3.1). Only the scheme is: sections and paths are
  /// read as written.
  public static func hasScheme(_ text: some StringProtocol) -> Bool {
    let start = text.prefix(scheme.count)
    return start.allSatisfy(\.isASCII) && start.lowercased() == scheme
  }

  /// The first segment: `login`, `signup`, or a tab's name.
  public var section: String
  /// The rest, for the section's feature to read.
  public var path: DeepLinkPath

  /// The link to `section` with `path` below it.
  public init(section: String, path: DeepLinkPath = []) {
    self.section = section
    self.path = path
  }

  /// Reads an `app://` URL, its scheme in any case; throws naming what is wrong with anything
  /// else. Every segment must hold something (`app://home//item/3` and `app://home//` are
  /// refused), and a trailing `/` is refused, never dropped silently. Whether the section and path lead anywhere is
  /// for ``AppCoordinator/open(_:)`` to find out.
  ///
  /// Parsed by hand rather than with `URL`, whose leniency differs between platforms: the same
  /// string must mean the same link on Linux and on a Mac.
  public init(parsing text: String) throws(DeepLinkError) {
    guard Self.hasScheme(text) else {
      throw DeepLinkError("\(Self.quoted(text)) is not an app link; links start with \(Self.scheme)")
    }
    let segments = text.dropFirst(Self.scheme.count).split(separator: "/", omittingEmptySubsequences: false)
      .map(String.init)
    guard let section = segments.first, !segments.dropLast().contains(""), !section.isEmpty else {
      throw DeepLinkError("\(Self.quoted(text)) has an empty path segment")
    }
    guard segments.last != "" else {
      throw DeepLinkError("\(Self.quoted(text)) ends with '/'; leave it off")
    }
    self.init(section: section, path: DeepLinkPath(Array(segments.dropFirst())))
  }

  /// How many characters of a link an error quotes at most.
  public static let quotedLength = 200

  /// `text` as an error quotes a link: whole, or its first ``quotedLength`` characters then
  /// `…` when it is longer, so a long link never floods the screen.
  public static func abbreviated(_ text: some StringProtocol) -> String {
    text.count > quotedLength ? "\(text.prefix(quotedLength))…" : String(text)
  }

  /// `text` in quotes, abbreviated (see ``abbreviated(_:)``).
  static func quoted(_ text: some StringProtocol) -> String {
    "'\(abbreviated(text))'"
  }

  /// The refusal of this link for `reason` (a feature's, naming the step at fault, quoted with
  /// `DeepLinkPath.quoted(_:)`): the link once, abbreviated, then the reason.
  func refusal(_ reason: String) -> DeepLinkError {
    DeepLinkError("\(Self.abbreviated(description)): \(reason)")
  }

  /// The link whose section and path are the segments of `path`, e.g. Auth's `["signup"]`.
  init?(segments path: DeepLinkPath) {
    guard let section = path.segments.first else { return nil }
    self.init(section: section, path: DeepLinkPath(Array(path.segments.dropFirst())))
  }

  /// The link as a URL string, the inverse of ``init(parsing:)``.
  public var description: String {
    Self.scheme + ([section] + path.segments).joined(separator: "/")
  }
}
