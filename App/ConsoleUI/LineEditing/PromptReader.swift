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
/// leave, Ctrl-L to clear the screen. A line longer than the terminal is wide wraps onto more
/// rows, and each key redraws all of them (see ``LineDrawing``).
///
/// Its reads block, so the console runs it on a ``ReaderThread``, never on the main actor; what
/// it needs from the app (completions, the screen for Ctrl-L) it asks for through closures
/// that hop to the main actor (``ReaderThread/onMainActor(_:)``). Whoever writes to standard
/// output through a ``StandardOutput`` flushes it before asking for a line.
package final class PromptReader {
  /// The lines typed before, for Up and Down.
  package let history: History
  /// The words that could complete the last word of the text before the cursor.
  package var completions: @Sendable (String) -> [String] = { _ in [] }
  /// What to draw after Ctrl-L clears the screen (the visible screen).
  package var screen: @Sendable () -> String = { "" }
  /// The terminal's width, read for every key: the line wraps at it and a list of completions
  /// fits it; nil for 80 columns.
  package var width: @Sendable () -> Int? = { nil }
  /// Why standard input could not be read, once it couldn't.
  private var failure: InputReadError?
  /// Keys typed before the last line's Enter was handled, kept for the next line.
  private var typedAhead: [UInt8] = []

  /// A reader keeping `history`, writing straight to standard output.
  package init(history: History) {
    self.history = history
  }

  /// The next line typed after `prompt`; nil at the end of input (Ctrl-D on an empty line) or
  /// once a handled signal arrived (see ``TerminationSignals``). Ctrl-C abandons the line and
  /// asks again. Throws when standard input can't be read.
  package func readLine(prompt: String) throws(InputReadError) -> String? {
    while true {
      // Raw before the prompt shows, so no key typed after it reaches the terminal's own echo.
      let outcome = TerminalMode.with(.raw) {
        TerminationSignals.lineEditorReads()
        let outcome = editLine(prompt: prompt, readKey: { Key.read(from: nextByte) }, write: write)
        if case .submitted = outcome { readTypedAhead() }
        return outcome
      }
      switch outcome {
      case .submitted(let line):
        return line
      case .cancelled:
        continue
      default:
        if let failure { throw failure }
        return nil
      }
    }
  }

  /// A secret typed after `prompt` with nothing shown; nil when abandoned (Ctrl-C, Ctrl-D).
  package func readSecret(prompt: String) -> String? {
    var secret = ""
    let finished = TerminalMode.with(.raw) { () -> Bool in
      TerminationSignals.lineEditorReads()
      write(prompt)
      while let key = Key.read(from: nextByte) {
        switch key {
        case .character(let character): secret.append(character)
        case .backspace: if !secret.isEmpty { secret.removeLast() }
        case .enter:
          readTypedAhead()
          return true
        case .interrupt, .endOfInput: return false
        default: continue
        }
      }
      return false
    }
    // Abandoned, the line still runs (and says no secret was given).
    if !finished { TerminationSignals.lineTaken() }
    write("\n")
    return finished ? secret : nil
  }

  /// Edits one line after `prompt`, key by key from `readKey` (nil at the end of input), until
  /// it is submitted, abandoned or input ends, writing every drawing through `write`; the
  /// cursor is left at the start of the row below the line. The terminal's width is read for
  /// every key, so a resize is met at once.
  func editLine(prompt: String, readKey: () -> Key?, write: (String) -> Void) -> LineEditor.Outcome {
    var editor = LineEditor(history: history.entries)
    var drawing = LineDrawing()
    write(drawing.redraw(prompt: prompt, editor, width: currentWidth()))
    while let key = readKey() {
      let outcome = editor.handle(key)
      let width = currentWidth()
      switch outcome {
      case .edited:
        write(drawing.redraw(prompt: prompt, editor, width: width))
      case .clearScreen:
        drawing = LineDrawing()
        write("\u{1B}[H\u{1B}[2J" + screen() + "\n" + drawing.redraw(prompt: prompt, editor, width: width))
      case .complete:
        if let list = complete(&editor, width: width) {
          write(drawing.leave(width: width) + list.map { $0 + "\n" }.joined())
        }
        write(drawing.redraw(prompt: prompt, editor, width: width))
      case .cancelled:
        write(drawing.leave(width: width, mark: "^C"))
        return outcome
      case .submitted, .endOfInput:
        write(drawing.leave(width: width))
        return outcome
      }
    }
    write(drawing.leave(width: currentWidth()))
    return .endOfInput
  }

  /// Completes the word before the cursor: the only candidate, or what all candidates share;
  /// else answers with the lines listing them in columns that fit `width`.
  private func complete(_ editor: inout LineEditor, width: Int) -> [String]? {
    let before = editor.textBeforeCursor
    let wordStart = before.lastIndex(where: \.isWhitespace).map(before.index(after:)) ?? before.startIndex
    let word = before[wordStart...]
    let candidates = completions(before)
    guard let first = candidates.first else { return nil }
    if candidates.count == 1 {
      editor.replaceTextBeforeCursor(with: before[..<wordStart] + first + " ")
      return nil
    }
    let shared = candidates.dropFirst().reduce(first) { String(zip($0, $1).prefix { $0 == $1 }.map(\.0)) }
    guard shared.count <= word.count else {
      editor.replaceTextBeforeCursor(with: before[..<wordStart] + shared)
      return nil
    }
    return CompletionList.lines(candidates, width: width)
  }

  private func currentWidth() -> Int {
    width() ?? 80
  }

  private func write(_ text: String) {
    StandardOutput.writeAll(Array(text.utf8), to: STDOUT_FILENO)
  }

  /// Reads what was typed after Enter, still in raw mode, before the line runs. The terminal
  /// sends no SIGINT in raw mode, so a Ctrl-C typed with the Enter would reach the next line as
  /// a key; it is meant for the work the line starts, so it stops that work
  /// (``TerminationSignals/stopWork()``), as one pressed a moment later does. The keys after it
  /// are kept for the next line. A SIGINT from before the line was taken stops nothing.
  private func readTypedAhead() {
    TerminationSignals.lineTaken()
    var input = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    var byte: UInt8 = 0
    while poll(&input, 1, 0) > 0, input.revents & Int16(POLLIN) != 0, read(STDIN_FILENO, &byte, 1) == 1 {
      typedAhead.append(byte)
    }
    guard let interrupt = typedAhead.lastIndex(of: 0x03) else { return }
    typedAhead.removeSubrange(...interrupt)
    TerminationSignals.stopWork()
  }

  /// One byte from standard input (what was typed ahead first); nil at its end, once a handled
  /// signal arrived, or on an error, which is kept in ``failure``.
  private func nextByte() -> UInt8? {
    if !typedAhead.isEmpty { return typedAhead.removeFirst() }
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
