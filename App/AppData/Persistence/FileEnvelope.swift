/// What every store file holds: its format version around the store's contents, so a future
/// format can be recognised instead of misread.
struct FileEnvelope<Contents: Codable>: Codable {
  /// The format this build writes and reads.
  static var currentVersion: Int { 1 }

  /// Just the version, decoded first so a newer format is reported rather than called corrupt.
  struct Header: Codable {
    let version: Int
  }

  let version: Int
  let contents: Contents
}
