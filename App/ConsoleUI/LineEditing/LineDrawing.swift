/// What to write to a terminal to show the line being edited: the prompt and the text over as
/// many rows as they take at the terminal's width, drawn again whole after every key.
///
/// A line wider than the terminal wraps onto several rows, so a drawing can't just clear the
/// row the cursor is on: it moves up to the first row of the previous drawing (`ESC [ n A`),
/// clears from there to the end of the screen (`ESC [ J`), writes the prompt and text, and
/// moves the cursor back to its place (`ESC [ n A`, `CR`, `ESC [ n C`). All it needs to
/// remember is where it left the cursor.
///
/// Terminals wrap lazily: after a character in the last column, the cursor waits there until
/// the next character arrives. A drawing that ends exactly at the right edge therefore moves on
/// to the next row itself, so the cursor is always where the arithmetic says.
///
/// Each drawing reads the width it is given, so a resize is met by the next key. Positions are
/// counted in characters, as screens count them (see ``LineFitting``): wide characters (CJK,
/// emoji) take two columns and throw the count off.
struct LineDrawing {
  /// Where the last drawing left the cursor, in columns from the start of the prompt; 0 before
  /// the first (the cursor at the start of an empty row).
  private(set) var cursorOffset = 0
  /// Where the last drawing's text ends, in columns from the start of the prompt.
  private(set) var endOffset = 0

  /// What to write to draw `prompt` and `editor`'s line in place of the previous drawing, the
  /// cursor where the editor has it, on a terminal `width` columns wide.
  mutating func redraw(prompt: String, _ editor: LineEditor, width: Int) -> String {
    let width = max(1, width)
    var output = Self.up(cursorOffset / width) + "\r\u{1B}[J" + prompt + editor.text
    let end = prompt.count + editor.characters.count
    // Ending at the edge leaves the cursor waiting in the last column: move it on to the next row.
    if end > 0, end % width == 0 { output += "\r\n" }
    let cursor = prompt.count + editor.cursor
    output += Self.move(from: end, to: cursor, width: width)
    (cursorOffset, endOffset) = (cursor, end)
    return output
  }

  /// What to write to leave the line once it is done with (Enter, Ctrl-C, a list of
  /// completions): the cursor moved to the end of the text, `mark` (`^C`) written there, then
  /// onto the start of the next row. The next drawing starts afresh there.
  mutating func leave(width: Int, mark: String = "") -> String {
    let width = max(1, width)
    var output = Self.move(from: cursorOffset, to: endOffset, width: width) + mark
    // A line ending at the edge already moved on to a row of its own, unless a mark followed.
    let onFreshRow = mark.isEmpty && endOffset > 0 && endOffset % width == 0
    if !onFreshRow { output += "\r\n" }
    (cursorOffset, endOffset) = (0, 0)
    return output
  }

  /// Moves the cursor from column `from` to column `to`, both counted from the start of the
  /// prompt, on rows `width` columns wide.
  private static func move(from: Int, to: Int, width: Int) -> String {
    guard from != to else { return "" }
    let rows = from / width - to / width
    let vertical = rows > 0 ? up(rows) : rows < 0 ? "\u{1B}[\(-rows)B" : ""
    // `ESC [ 0 C` would move one column: terminals read 0 as 1.
    let column = to % width
    return vertical + "\r" + (column > 0 ? "\u{1B}[\(column)C" : "")
  }

  private static func up(_ rows: Int) -> String {
    rows > 0 ? "\u{1B}[\(rows)A" : ""
  }
}
