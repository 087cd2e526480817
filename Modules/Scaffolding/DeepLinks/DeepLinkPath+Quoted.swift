extension DeepLinkPath {
  /// How many characters of a segment an error quotes at most.
  public static let quotedLength = 40

  /// `segment` as an error quotes it, in quotes: whole, or its first ``quotedLength``
  /// characters then `…` inside the closing quote, so a step of a long link never floods the
  /// screen and is never left unclosed.
  public static func quoted(_ segment: some StringProtocol) -> String {
    let shown = segment.count > quotedLength ? "\(segment.prefix(quotedLength))…" : String(segment)
    return "'\(shown)'"
  }
}
