import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The lines typed at the prompt, for Up and Down: kept in a file of the data folder, readable
/// by its owner only (0600), or in memory alone for `--in-memory`.
///
/// The console never hands it a line that passed a password (see ``ConsoleReply/hidesSecret``).
public final class History {
  /// Lines kept, oldest first, at most ``capacity``.
  public private(set) var entries: [String] = []
  /// How many lines are kept.
  public let capacity: Int
  private let path: String?

  /// A history in the file at `path`, read now; nil keeps it in memory.
  public init(path: String?, capacity: Int = 500) {
    self.path = path
    self.capacity = capacity
    guard let path, let contents = try? String(contentsOfFile: path, encoding: .utf8) else { return }
    entries = Array(contents.split(separator: "\n").map(String.init).suffix(capacity))
    // Owner only, whoever made the file; and never longer than twice what is kept.
    chmod(path, 0o600)
    if contents.split(separator: "\n").count > 2 * capacity { rewrite() }
  }

  /// The file for the data folder at `folder`.
  public static func path(inDataFolder folder: String) -> String {
    folder.hasSuffix("/") ? folder + "console_history" : folder + "/console_history"
  }

  /// Adds `line` unless it is blank or repeats the last entry.
  public func add(_ line: String) {
    guard !line.allSatisfy(\.isWhitespace), line != entries.last, !line.contains("\n") else { return }
    entries.append(line)
    if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
    guard let path else { return }
    append(line + "\n", to: path, truncating: false)
  }

  private func rewrite() {
    guard let path else { return }
    append(entries.map { $0 + "\n" }.joined(), to: path, truncating: true)
  }

  /// Writes `text` at the end of the file (or over it), creating it readable by its owner only.
  private func append(_ text: String, to path: String, truncating: Bool) {
    let descriptor = open(path, O_WRONLY | O_CREAT | (truncating ? O_TRUNC : O_APPEND), 0o600)
    guard descriptor >= 0 else { return }
    defer { close(descriptor) }
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
  }
}
