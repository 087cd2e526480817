import Foundation

/// One store's JSON file in the data folder, or nothing at all in memory mode.
///
/// Loading never throws: a file that can't be read or decoded becomes a ``DataIssue`` and is
/// moved aside, so the app starts with that store empty. Saving throws ``DataWriteError``.
struct StoreFile<Contents: Codable & Sendable>: Sendable {
  /// The file name, e.g. `accounts.json`.
  let name: String
  /// The data folder; nil in memory mode, where saves succeed without touching the disk.
  let folder: URL?

  /// The file's location, nil in memory mode.
  var url: URL? { folder?.appending(path: name, directoryHint: .notDirectory) }

  /// Whether the file (or anything else) exists at its path.
  var exists: Bool {
    guard let url else { return false }
    return FileManager.default.fileExists(atPath: url.path(percentEncoded: false))
  }

  /// The saved contents; nil when there is no file or it was unusable (then `issues` says why).
  func load(reporting issues: inout [DataIssue]) -> Contents? {
    guard let url, exists else { return nil }
    let data: Data
    switch SystemCalls.readFile(at: url.path(percentEncoded: false)) {
    case .success(let contents): data = contents
    case .failure(let failure):
      issues.append(moveAside(url, problem: .unreadable(reason: failure.reason)))
      return nil
    }
    let decoder = JSONDecoder()
    do {
      let header = try decoder.decode(FileEnvelope<Contents>.Header.self, from: data)
      guard header.version == FileEnvelope<Contents>.currentVersion else {
        issues.append(moveAside(url, problem: .unsupportedVersion(header.version)))
        return nil
      }
      return try decoder.decode(FileEnvelope<Contents>.self, from: data).contents
    } catch {
      issues.append(moveAside(url, problem: .corrupt(reason: Self.reason(for: error))))
      return nil
    }
  }

  /// Writes `contents` atomically; in memory mode does nothing.
  func save(_ contents: Contents) throws(DataWriteError) {
    guard let url else { return }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let data: Data
    do {
      data = try encoder.encode(FileEnvelope(version: FileEnvelope<Contents>.currentVersion, contents: contents))
    } catch {
      throw DataWriteError(file: url, reason: "the data could not be encoded (\(error))")
    }
    try AtomicFile.write(data, to: url)
  }

  /// Renames a bad file to the first free `<name>.corrupt-<n>` so nothing is deleted.
  private func moveAside(_ url: URL, problem: DataIssue.Problem) -> DataIssue {
    let manager = FileManager.default
    var attempt = 1
    var destination = url.deletingLastPathComponent().appending(path: "\(name).corrupt-\(attempt)")
    while manager.fileExists(atPath: destination.path(percentEncoded: false)) {
      attempt += 1
      destination = url.deletingLastPathComponent().appending(path: "\(name).corrupt-\(attempt)")
    }
    do {
      try manager.moveItem(at: url, to: destination)
      return DataIssue(file: url, problem: problem, movedAsideTo: destination)
    } catch {
      return DataIssue(file: url, problem: problem, movedAsideTo: nil)
    }
  }

  /// A short reason for a decoding error, without Foundation's boilerplate.
  static func reason(for error: any Error) -> String {
    if let decoding = error as? DecodingError {
      switch decoding {
      case .dataCorrupted(let context):
        return context.codingPath.isEmpty ? "not valid JSON" : "invalid value at \(path(context.codingPath))"
      case .keyNotFound(let key, let context):
        return "missing \"\(key.stringValue)\" at \(path(context.codingPath))"
      case .typeMismatch(_, let context), .valueNotFound(_, let context):
        return "unexpected value at \(path(context.codingPath))"
      @unknown default:
        return "not valid data"
      }
    }
    return "not valid data"
  }

  private static func path(_ codingPath: [any CodingKey]) -> String {
    codingPath.isEmpty
      ? "the top level" : codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
  }
}
