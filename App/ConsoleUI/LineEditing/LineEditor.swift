/// The line being typed at an interactive prompt: its text, the cursor, and the way through
/// history. Knows nothing of terminals, so tests drive it key by key.
struct LineEditor {
  /// What a key press did to the line.
  enum Outcome: Equatable {
    /// The line changed (or not): draw it again and read on.
    case edited
    /// Enter: the line is done.
    case submitted(String)
    /// Ctrl-C: the line is abandoned.
    case cancelled
    /// Ctrl-D on an empty line: no more input.
    case endOfInput
    /// Ctrl-L: clear the screen, then draw the line again.
    case clearScreen
    /// Tab: complete the word before the cursor.
    case complete
  }

  /// The characters typed so far.
  private(set) var characters: [Character] = []
  /// Where the next character goes, from 0 to `characters.count`.
  private(set) var cursor = 0
  /// Earlier lines, oldest first.
  private let history: [String]
  /// The history entry shown, nil while editing a new line.
  private var historyIndex: Int?
  /// The new line as it was before Up showed an entry.
  private var draft: [Character] = []

  /// An empty line over `history`, oldest first.
  init(history: [String]) {
    self.history = history
  }

  /// The line as text.
  var text: String { String(characters) }

  /// The text before the cursor: what completion completes.
  var textBeforeCursor: String { String(characters[..<cursor]) }

  /// Applies `key`.
  mutating func handle(_ key: Key) -> Outcome {
    switch key {
    case .character(let character):
      characters.insert(character, at: cursor)
      cursor += 1
    case .enter: return .submitted(text)
    case .backspace:
      guard cursor > 0 else { break }
      cursor -= 1
      characters.remove(at: cursor)
    case .delete:
      if cursor < characters.count { characters.remove(at: cursor) }
    case .deleteToStart:
      characters.removeSubrange(..<cursor)
      cursor = 0
    case .endOfInput:
      guard !characters.isEmpty else { return .endOfInput }
      if cursor < characters.count { characters.remove(at: cursor) }
    case .left: cursor = max(0, cursor - 1)
    case .right: cursor = min(characters.count, cursor + 1)
    case .home: cursor = 0
    case .end: cursor = characters.count
    case .up: showHistory(at: (historyIndex ?? history.count) - 1)
    case .down:
      if let historyIndex { showHistory(at: historyIndex + 1) }
    case .tab: return .complete
    case .interrupt: return .cancelled
    case .clearScreen: return .clearScreen
    case .ignored: break
    }
    return .edited
  }

  /// Replaces the text before the cursor with `replacement`, keeping what follows.
  mutating func replaceTextBeforeCursor(with replacement: String) {
    let after = characters[cursor...]
    characters = Array(replacement) + after
    cursor = replacement.count
  }

  /// Shows history entry `index`; past the newest entry, the draft again.
  private mutating func showHistory(at index: Int) {
    guard index >= 0 else { return }
    if historyIndex == nil { draft = characters }
    if index >= history.count {
      historyIndex = nil
      characters = draft
    } else {
      historyIndex = index
      characters = Array(history[index])
    }
    cursor = characters.count
  }
}
