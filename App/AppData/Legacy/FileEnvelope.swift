/// What every JSON file of earlier versions holds: its format version around the store's
/// contents, so a future format is recognised instead of misread.
struct FileEnvelope<Contents: Codable>: Codable {
  /// The only JSON format there ever was.
  static var currentVersion: Int { 1 }

  /// Just the version, decoded first so a newer format is reported rather than called corrupt.
  struct Header: Codable {
    let version: Int
  }

  let version: Int
  let contents: Contents
}
