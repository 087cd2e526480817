import Foundation

/// One JSON file of the data folder as earlier versions wrote it, read once by ``LegacyImport``.
///
/// Loading never throws: a file that can't be read or decoded becomes a ``DataIssue`` and is
/// moved aside, so the import goes on without it. Anything but a regular file is refused
/// without being opened (see ``SystemCalls/readFile(at:)``).
struct LegacyFile<Contents: Codable & Sendable>: Sendable {
  /// The file name, e.g. `accounts.json`.
  let name: String
  /// The data folder.
  let folder: URL

  /// The suffix an imported file is renamed with.
  static var importedSuffix: String { ".imported" }

  /// The file's location.
  var url: URL { folder.appending(path: name, directoryHint: .notDirectory) }

  /// Whether anything exists at the file's path.
  var exists: Bool { SystemCalls.fileType(at: url.path(percentEncoded: false)) != .missing }

  /// The saved contents; nil when there is no file or it was unusable (then `issues` says why).
  func load(reporting issues: inout [DataIssue]) -> Contents? {
    guard exists else { return nil }
    let data: Data
    switch SystemCalls.readFile(at: url.path(percentEncoded: false)) {
    case .success(let contents): data = contents
    case .failure(.notARegularFile(let type)):
      issues.append(DataIssue(file: url, problem: .notARegularFile(kind: type.phrase)))
      return nil
    case .failure(.tooLarge(let bytes)):
      issues.append(moveAside(problem: .unreadable(reason: "\(bytes) bytes is too large for a data file")))
      return nil
    case .failure(.unreadable(let reason)):
      issues.append(moveAside(problem: .unreadable(reason: reason)))
      return nil
    }
    let decoder = JSONDecoder()
    do {
      let header = try decoder.decode(FileEnvelope<Contents>.Header.self, from: data)
      guard header.version == FileEnvelope<Contents>.currentVersion else {
        issues.append(moveAside(problem: .unsupportedVersion(header.version)))
        return nil
      }
      return try decoder.decode(FileEnvelope<Contents>.self, from: data).contents
    } catch {
      issues.append(moveAside(problem: .corrupt(reason: Self.reason(for: error))))
      return nil
    }
  }

  /// After the import committed: renames the file to `<name>.imported`, keeping it for
  /// reference. A regular file only; nothing else was read.
  func markImported() {
    let path = url.path(percentEncoded: false)
    guard SystemCalls.fileType(at: path) == .regularFile else { return }
    _ = SystemCalls.replace(path + Self.importedSuffix, with: path)
  }

  private func moveAside(problem: DataIssue.Problem) -> DataIssue {
    DataIssue(file: url, problem: problem, movedAsideTo: MovingAside.move(url))
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
