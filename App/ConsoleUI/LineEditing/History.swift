/// The lines typed at the prompt, for Up and Down: kept in `console_history` in the data folder,
/// readable by its owner only (0600), or in memory alone for `--in-memory`.
///
/// The file is opened as the database is (see ``HistoryFile``): anything at its path but a
/// regular file is left untouched, ``problem`` says why, and the history is kept in memory.
/// Only the file's last ``readLimit`` bytes are read, so a huge file starts as fast as a small
/// one; a file holding more than is kept is then cut down to what is kept.
///
/// The console never hands it a line that passed a password (see ``ConsoleReply/hidesSecret``).
public final class History {
  /// Lines kept, oldest first, at most ``capacity``.
  public private(set) var entries: [String] = []
  /// How many lines are kept.
  public let capacity: Int
  /// Why the file was not used (a warning to show), nil when it is or when there is none.
  public let problem: String?
  /// How many bytes at the end of the file are read at the start.
  public static let readLimit = 64 * 1024
  private let file: HistoryFile?

  /// A history in the file at `path`, read now; nil keeps it in memory.
  public init(path: String?, capacity: Int = 500) {
    self.capacity = capacity
    switch path.map(HistoryFile.opened(at:)) {
    case .none:
      (file, problem) = (nil, nil)
    case .failure(let refusal):
      (file, problem) = (nil, refusal.description)
    case .success(let file):
      (self.file, problem) = (file, nil)
      let (lines, isWhole) = file.tail(limit: Self.readLimit)
      // A line the console would refuse (a control character) is no line to offer again.
      let usable = lines.filter { !$0.unicodeScalars.contains(where: ControlCharacters.isEscaped) }
      entries = usable.suffix(capacity).map(String.init)
      // Never much longer than what is kept.
      if !isWhole || lines.count > 2 * capacity { file.replace(with: entries.map { $0 + "\n" }.joined()) }
    }
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
    file?.append(line + "\n")
  }
}
