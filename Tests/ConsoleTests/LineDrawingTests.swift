import Testing

@testable import ConsoleUI

/// How the prompt draws the line being typed, above all one wider than the terminal: checked
/// both as the exact escape sequences written and as what a terminal then shows (see
/// ``VirtualTerminal``), after every key.
@MainActor
@Suite("Line drawing")
struct LineDrawingTests {
  func characters(_ text: String) -> [Key] { text.map(Key.character) }

  /// The rows a terminal `width` wide shows for `text` after the prompt `> `.
  func rows(_ text: String, width: Int) -> [String] {
    let line = Array("> " + text)
    return stride(from: 0, to: line.count, by: width).map { String(line[$0..<min($0 + width, line.count)]) }
  }

  /// What a terminal `width` columns wide shows while `keys` are typed at the prompt `> `, and
  /// what the editor made of them. After every key, it shows the line wrapped at the width
  /// and nothing else (`above` stays above it), the cursor where the editor has it.
  @discardableResult
  func type(
    _ keys: [Key], width: Int, history: [String] = [], above: [String] = [],
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> (terminal: VirtualTerminal, outcome: LineEditor.Outcome) {
    let reader = PromptReader(history: History(path: nil))
    for line in history { reader.history.add(line) }
    reader.width = { width }
    var terminal = VirtualTerminal(width: width)
    for line in above { terminal.write(line + "\n") }
    // The editor as the reader holds it, key by key, to say where the cursor belongs.
    var expected = LineEditor(history: history)
    var remaining = keys[...]
    let outcome = reader.editLine(
      prompt: "> ",
      readKey: {
        // Called before each key and once more at the end: the previous key is drawn.
        let offset = 2 + expected.cursor
        #expect(terminal.lines == above + rows(expected.text, width: width), sourceLocation: sourceLocation)
        #expect(terminal.row == above.count + offset / width, sourceLocation: sourceLocation)
        #expect(terminal.column == offset % width, sourceLocation: sourceLocation)
        guard let key = remaining.popFirst() else { return nil }
        _ = expected.handle(key)
        return key
      },
      write: { terminal.write($0) })
    #expect(terminal.unknown.isEmpty, sourceLocation: sourceLocation)
    return (terminal, outcome)
  }

  @Test("the escape sequences: one row redrawn in place; a wrapped row moved up to, cleared below, the cursor put back")
  func escapeSequences() {
    var editor = LineEditor(history: [])
    var drawing = LineDrawing()
    for key in characters("abc") { _ = editor.handle(key) }
    #expect(drawing.redraw(prompt: "> ", editor, width: 10) == "\r\u{1B}[J> abc")
    _ = editor.handle(.left)
    #expect(drawing.redraw(prompt: "> ", editor, width: 10) == "\r\u{1B}[J> abc\r\u{1B}[4C")
    _ = editor.handle(.end)
    for key in characters("defghij") { _ = editor.handle(key) }
    // 12 columns at 10 wide: two rows, the cursor on the second.
    #expect(drawing.redraw(prompt: "> ", editor, width: 10) == "\r\u{1B}[J> abcdefghij")
    _ = editor.handle(.home)
    // Up the one row the previous drawing's cursor was below the first, then back up to the prompt.
    #expect(drawing.redraw(prompt: "> ", editor, width: 10) == "\u{1B}[1A\r\u{1B}[J> abcdefghij\u{1B}[1A\r\u{1B}[2C")
    // Leaving goes down to the end of the text, then to a row of its own.
    #expect(drawing.leave(width: 10) == "\u{1B}[1B\r\u{1B}[2C\r\n")
  }

  @Test("a line ending at the right edge moves on to the next row itself, so the cursor is never left waiting there")
  func endingAtTheEdge() {
    var editor = LineEditor(history: [])
    var drawing = LineDrawing()
    for key in characters("abcdefgh") { _ = editor.handle(key) }
    #expect(drawing.redraw(prompt: "> ", editor, width: 10) == "\r\u{1B}[J> abcdefgh\r\n")
    #expect(drawing.leave(width: 10) == "")
    _ = editor.handle(.home)
    #expect(drawing.redraw(prompt: "> ", editor, width: 10) == "\r\u{1B}[J> abcdefgh\r\n\u{1B}[1A\r\u{1B}[2C")
    #expect(drawing.leave(width: 10, mark: "^C") == "\u{1B}[1B\r^C\r\n")
  }

  @Test("120 characters at 80 columns take two rows, and no key leaves a stale row")
  func longLine() {
    let text = String(repeating: "lorem ipsum ", count: 10)
    let (terminal, outcome) = type(characters(text) + [.enter], width: 80)
    #expect(outcome == .submitted(text))
    #expect(terminal.lines == rows(text, width: 80))
    #expect(terminal.lines.count == 2)
  }

  @Test(
    "insertion in the middle, Backspace, Delete, Home, End, Left and Right on a line of several rows",
    arguments: [7, 10, 20, 80])
  func editingAcrossRows(width: Int) {
    let text = String(repeating: "0123456789", count: 4)
    let moves: [Key] = [.home, .right, .right, .right] + characters("abc") + [.backspace, .backspace]
    let more: [Key] = [.delete, .end, .left, .left] + characters("xyz") + [.home, .backspace, .end, .backspace]
    let (_, outcome) = type(characters(text) + moves + more + [.left, .deleteToStart, .enter], width: width)
    #expect(outcome == .submitted("8"))
  }

  @Test("every length of line around the right edge, and Backspace back over it", arguments: [5, 9, 12])
  func aroundTheEdge(width: Int) {
    let keys = characters(String(repeating: "w", count: 3 * width)) + Array(repeating: .backspace, count: 3 * width)
    type(keys, width: width)
  }

  @Test("history recall swaps a long line for a short one and back", arguments: [20, 80])
  func historyRecall(width: Int) {
    let long = "compose " + String(repeating: "a long text ", count: 12)
    let (_, outcome) = type(
      characters("draft") + [.up, .up, .down, .left, .left, .up, .down, .down, .up, .enter], width: width,
      history: ["tree", long, "back"])
    #expect(outcome == .submitted("back"))
  }

  @Test("Enter and Ctrl-C leave the cursor below the whole line, wherever it was in it, so nothing overwrites the line")
  func leavingTheLine() {
    let text = String(repeating: "x", count: 45)
    let (submitted, _) = type(characters(text) + [.home, .enter], width: 20)
    #expect(submitted.lines == rows(text, width: 20))
    #expect(submitted.row == 3)
    #expect(submitted.column == 0)
    var cancelled = type(characters(text) + [.home, .right, .interrupt], width: 20).terminal
    cancelled.write("> next")
    #expect(cancelled.lines == rows(text + "^C", width: 20) + ["> next"])
    // Exactly at the edge: the row the line moved on to is the next line's.
    let edge = String(repeating: "x", count: 18)
    var exact = type(characters(edge) + [.enter], width: 20).terminal
    exact.write("Bye.\n")
    #expect(exact.lines == rows(edge, width: 20) + ["Bye."])
  }

  @Test("Ctrl-L clears the screen, draws it, then the line, all at the width of that moment")
  func clearScreen() {
    let reader = PromptReader(history: History(path: nil))
    // The reader's closures are @Sendable, since it runs on a thread of its own; here every one
    // of them runs on this test's thread, inside editLine, so nothing reads the width at once.
    nonisolated(unsafe) var width = 40
    reader.width = { width }
    reader.screen = { "== Home ==\nDrawn \(width) wide" }
    let text = String(repeating: "y", count: 50)
    var keys = (characters(text) + [.clearScreen, .enter])[...]
    var output: [String] = []
    _ = reader.editLine(
      prompt: "> ",
      readKey: {
        // The terminal is resized just before Ctrl-L.
        if keys.first == .clearScreen { width = 30 }
        return keys.popFirst()
      },
      write: { output.append($0) })
    let clearing = output.firstIndex { $0.hasPrefix("\u{1B}[H\u{1B}[2J") } ?? output.endIndex
    var terminal = VirtualTerminal(width: 30)
    for text in output[clearing...] { terminal.write(text) }
    #expect(terminal.lines == ["== Home ==", "Drawn 30 wide"] + rows(text, width: 30))
    #expect(terminal.unknown.isEmpty)
  }

  @Test("a list of completions goes below the whole line, and the line is drawn again under it")
  func completionList() {
    let reader = PromptReader(history: History(path: nil))
    reader.width = { 20 }
    reader.completions = { _ in ["app://home", "app://help"] }
    let typed = "open " + String(repeating: "z", count: 20) + " app://h"
    var keys = (characters(typed) + [.left, .right, .tab])[...]
    var terminal = VirtualTerminal(width: 20)
    _ = reader.editLine(prompt: "> ", readKey: { keys.popFirst() }, write: { terminal.write($0) })
    let line = rows(typed, width: 20)
    #expect(terminal.lines == line + ["app://home", "app://help"] + line)
    #expect(terminal.unknown.isEmpty)
  }

  @Test("after a resize the next key draws at the new width, moving up the rows the line now takes")
  func resize() {
    var editor = LineEditor(history: [])
    var drawing = LineDrawing()
    for key in characters(String(repeating: "r", count: 70)) { _ = editor.handle(key) }
    _ = drawing.redraw(prompt: "> ", editor, width: 80)
    _ = editor.handle(.backspace)
    // At 40 columns a terminal that reflows shows the 72 columns on two rows, the cursor on the second.
    let redrawn = drawing.redraw(prompt: "> ", editor, width: 40)
    #expect(redrawn.hasPrefix("\u{1B}[1A\r\u{1B}[J> "))
    var terminal = VirtualTerminal(width: 40)
    terminal.write("> " + String(repeating: "r", count: 38) + String(repeating: "r", count: 32))
    terminal.write(redrawn)
    #expect(terminal.lines == rows(String(repeating: "r", count: 69), width: 40))
  }
}
