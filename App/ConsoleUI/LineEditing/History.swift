import Synchronization

/// The lines typed at the prompt, for Up and Down: kept in `console_history` in the data folder,
/// readable by its owner only (0600), or in memory alone for `--in-memory`.
///
/// The file is opened as the database is (see ``HistoryFile``): anything at its path but a
/// regular file is left untouched, ``problem`` says why, and the history is kept in memory.
/// Only the file's last ``readLimit`` bytes are read, so a huge file starts as fast as a small
/// one; a file holding more than is kept is then cut down to what is kept.
///
/// The console never hands it a line that passed a password (see ``ConsoleReply/hidesSecret``).
///
/// The prompt reads it on the reader thread (Up and Down) and the loop adds to it on the main
/// actor once a line has run, so its state is behind a `Mutex`.
package final class History: Sendable {
  /// What changes, and the file, behind the lock.
  private struct State {
    var entries: [String]
    let file: HistoryFile?
  }

  /// Lines kept, oldest first, at most ``capacity``.
  package var entries: [String] { state.withLock { $0.entries } }
  /// How many lines are kept.
  package let capacity: Int
  /// Why the file was not used (a warning to show), nil when it is or when there is none.
  package let problem: String?
  /// How many bytes at the end of the file are read at the start.
  package static let readLimit = 64 * 1024
  private let state: Mutex<State>

  /// A history in the file at `path`, read now; nil keeps it in memory.
  package init(path: String?, capacity: Int = 500) {
    self.capacity = capacity
    switch path.map(HistoryFile.opened(at:)) {
    case .none:
      problem = nil
      state = Mutex(State(entries: [], file: nil))
    case .failure(let refusal):
      problem = refusal.description
      state = Mutex(State(entries: [], file: nil))
    case .success(let file):
      problem = nil
      let (lines, isWhole) = file.tail(limit: Self.readLimit)
      // A line the console would refuse (a control character) is no line to offer again.
      let usable = lines.filter { !$0.unicodeScalars.contains(where: ControlCharacters.isEscaped) }
      let entries = usable.suffix(capacity).map(String.init)
      // Never much longer than what is kept.
      if !isWhole || lines.count > 2 * capacity { file.replace(with: entries.map { $0 + "\n" }.joined()) }
      state = Mutex(State(entries: entries, file: file))
    }
  }

  /// The file for the data folder at `folder`.
  package static func path(inDataFolder folder: String) -> String {
    folder.hasSuffix("/") ? folder + "console_history" : folder + "/console_history"
  }

  /// Adds `line` unless it is blank or repeats the last entry.
  package func add(_ line: String) {
    guard !line.allSatisfy(\.isWhitespace), !line.contains("\n") else { return }
    state.withLock { state in
      guard line != state.entries.last else { return }
      state.entries.append(line)
      if state.entries.count > capacity { state.entries.removeFirst(state.entries.count - capacity) }
      state.file?.append(line + "\n")
    }
  }
}
