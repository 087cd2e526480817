/// A terminal `width` columns wide, as much of one as the line editor uses, for tests to write
/// to and read back what a person would see.
///
/// It wraps lazily as xterm, tmux and the Linux console do (a character in the last column
/// leaves the cursor there until the next one), reads `\n` as the terminal driver passes it
/// on (`ONLCR`: to the start of the next row), and knows the sequences `ESC [ n A`/`B`/`C`/`D`
/// (cursor moves), `ESC [ J` (erase to the end of the screen), `ESC [ K` (erase to the end of
/// the row), `ESC [ H` and `ESC [ 2 J` (home, clear). Any other sequence is kept in
/// ``unknown`` for a test to reject. It never scrolls: rows below are added as needed.
struct VirtualTerminal {
  let width: Int
  /// Each row's cells, nil where nothing was written since the row was last cleared.
  private var cells: [[Character?]] = [[]]
  /// The cursor's row, from 0 at the top.
  private(set) var row = 0
  /// The cursor's column, from 0 at the left.
  private(set) var column = 0
  /// Whether a character was just written in the last column, so the next one wraps.
  private var wrapsNext = false
  /// Escape sequences it does not know, as written.
  private(set) var unknown: [String] = []

  init(width: Int) {
    self.width = width
  }

  /// The rows shown, each up to its last character written (a space written shows), up to the
  /// last row holding anything; a blank cell before a written one shows as a space.
  var lines: [String] {
    var lines = cells.map { String($0.reversed().drop { $0 == nil }.reversed().map { $0 ?? " " }) }
    while lines.last == "" { lines.removeLast() }
    return lines
  }

  mutating func write(_ text: String) {
    var characters = text[...]
    while let character = characters.popFirst() {
      switch character {
      case "\u{1B}":
        guard characters.first == "[" else {
          unknown.append("ESC")
          continue
        }
        characters.removeFirst()
        let parameters = characters.prefix { $0.isNumber || $0 == ";" }
        characters.removeFirst(parameters.count)
        guard let command = characters.popFirst() else {
          unknown.append("ESC [" + parameters)
          continue
        }
        perform(command, parameters: String(parameters))
      case "\r":
        (column, wrapsNext) = (0, false)
      case "\n", "\r\n":
        // `\r\n` is one Character in Swift.
        (column, wrapsNext) = (0, false)
        moveDown(1)
      default:
        put(character)
      }
    }
  }

  private mutating func put(_ character: Character) {
    if wrapsNext {
      (column, wrapsNext) = (0, false)
      moveDown(1)
    }
    if cells[row].count <= column {
      cells[row] += Array(repeating: nil, count: column + 1 - cells[row].count)
    }
    cells[row][column] = character
    if column == width - 1 {
      wrapsNext = true
    } else {
      column += 1
    }
  }

  private mutating func perform(_ command: Character, parameters: String) {
    // As terminals read them: a missing count or 0 is 1.
    let count = max(1, Int(parameters) ?? 1)
    wrapsNext = false
    switch (command, parameters) {
    case ("A", _): row = max(0, row - count)
    case ("B", _): moveDown(count)
    case ("C", _): column = min(width - 1, column + count)
    case ("D", _): column = max(0, column - count)
    case ("H", ""): (row, column) = (0, 0)
    case ("J", ""), ("J", "0"):
      cells[row] = Array(cells[row].prefix(column))
      cells.removeSubrange((row + 1)...)
    case ("J", "2"):
      cells = Array(repeating: [], count: cells.count)
    case ("K", ""), ("K", "0"):
      cells[row] = Array(cells[row].prefix(column))
    default:
      unknown.append("ESC [" + parameters + String(command))
    }
  }

  private mutating func moveDown(_ rows: Int) {
    row += rows
    while cells.count <= row { cells.append([]) }
  }
}
