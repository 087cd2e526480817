#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads lines from a person at a terminal, with editing, history and completion, as
/// readline does, but in a few dozen lines: the terminal is in raw mode only while a line is
/// being read, and put back before the line is run.
///
/// Keys: Left/Right, Home/End (Ctrl-A/Ctrl-E), Backspace, Delete, Ctrl-U to delete to the
/// start of the line, Up/Down through history, Tab to complete (listing the candidates in
/// columns that fit the terminal), Ctrl-C to abandon the line, Ctrl-D on an empty line to
/// leave, Ctrl-L to clear the screen. A line longer than the terminal is wide is not redrawn
/// tidily.
///
/// Its reads block, so the console runs it on a ``ReaderThread``, never on the main actor; what
/// it needs from the app (completions, the screen for Ctrl-L) it asks for through closures
/// that hop to the main actor (``ReaderThread/onMainActor(_:)``). Whoever writes to standard
/// output through a ``StandardOutput`` flushes it before asking for a line.
public final class PromptReader {
  /// The lines typed before, for Up and Down.
  public let history: History
  /// The words that could complete the last word of the text before the cursor.
  public var completions: @Sendable (String) -> [String] = { _ in [] }
  /// What to draw after Ctrl-L clears the screen (the visible screen).
  public var screen: @Sendable () -> String = { "" }
  /// The terminal's width, which a list of completions fits; nil for 80 columns.
  public var width: @Sendable () -> Int? = { nil }
  /// Why standard input could not be read, once it couldn't.
  private var failure: InputReadError?

  /// A reader keeping `history`, writing straight to standard output.
  public init(history: History) {
    self.history = history
  }

  /// The next line typed after `prompt`; nil at the end of input (Ctrl-D on an empty line) or
  /// once a handled signal arrived (see ``TerminationSignals``). Ctrl-C abandons the line and
  /// asks again. Throws when standard input can't be read.
  public func readLine(prompt: String) throws(InputReadError) -> String? {
    while true {
      var editor = LineEditor(history: history.entries)
      // Raw before the prompt shows, so no key typed after it reaches the terminal's own echo.
      let outcome = TerminalMode.with(.raw) {
        draw(prompt, editor)
        return edit(&editor, prompt: prompt)
      }
      switch outcome {
      case .submitted(let line):
        write("\n")
        return line
      case .cancelled:
        write("^C\n")
      default:
        write("\n")
        if let failure { throw failure }
        return nil
      }
    }
  }

  /// A secret typed after `prompt` with nothing shown; nil when abandoned (Ctrl-C, Ctrl-D).
  public func readSecret(prompt: String) -> String? {
    var secret = ""
    let finished = TerminalMode.with(.raw) { () -> Bool in
      write(prompt)
      while let key = Key.read(from: nextByte) {
        switch key {
        case .character(let character): secret.append(character)
        case .backspace: if !secret.isEmpty { secret.removeLast() }
        case .enter: return true
        case .interrupt, .endOfInput: return false
        default: continue
        }
      }
      return false
    }
    write("\n")
    return finished ? secret : nil
  }

  /// Applies keys until the line is submitted, abandoned or input ends.
  private func edit(_ editor: inout LineEditor, prompt: String) -> LineEditor.Outcome {
    while let key = Key.read(from: nextByte) {
      switch editor.handle(key) {
      case .edited:
        draw(prompt, editor)
      case .clearScreen:
        write("\u{1B}[H\u{1B}[2J" + screen() + "\n")
        draw(prompt, editor)
      case .complete:
        complete(&editor, prompt: prompt)
      case let outcome:
        return outcome
      }
    }
    return .endOfInput
  }

  /// Completes the word before the cursor: the only candidate, or what all candidates share,
  /// or else lists them.
  private func complete(_ editor: inout LineEditor, prompt: String) {
    let before = editor.textBeforeCursor
    let wordStart = before.lastIndex(where: \.isWhitespace).map(before.index(after:)) ?? before.startIndex
    let word = before[wordStart...]
    let candidates = completions(before)
    guard let first = candidates.first else { return }
    if candidates.count == 1 {
      editor.replaceTextBeforeCursor(with: before[..<wordStart] + first + " ")
    } else {
      let shared = candidates.dropFirst().reduce(first) { String(zip($0, $1).prefix { $0 == $1 }.map(\.0)) }
      if shared.count > word.count {
        editor.replaceTextBeforeCursor(with: before[..<wordStart] + shared)
      } else {
        write("\n" + CompletionList.lines(candidates, width: width() ?? 80).joined(separator: "\n") + "\n")
      }
    }
    draw(prompt, editor)
  }

  /// Draws the prompt and the line over the current terminal line, the cursor in place.
  private func draw(_ prompt: String, _ editor: LineEditor) {
    let after = editor.characters.count - editor.cursor
    write("\r\u{1B}[K" + prompt + editor.text + (after > 0 ? "\u{1B}[\(after)D" : ""))
  }

  private func write(_ text: String) {
    StandardOutput.writeAll(Array(text.utf8), to: STDOUT_FILENO)
  }

  /// One byte from standard input; nil at its end, once a handled signal arrived, or on an
  /// error, which is kept in ``failure``.
  private func nextByte() -> UInt8? {
    var byte: UInt8 = 0
    while TerminationSignals.waitForInput(on: STDIN_FILENO) {
      let count = read(STDIN_FILENO, &byte, 1)
      if count == 1 { return byte }
      if count == 0 { return nil }
      guard errno == EINTR || errno == EAGAIN else {
        failure = InputReadError(code: errno)
        return nil
      }
    }
    return nil
  }
}
