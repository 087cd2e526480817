/// Fits lines of a drawn screen to the terminal's width.
///
/// Prose wraps at word boundaries; a row of a list or table (a line that starts with `#` and a
/// digit, or is indented) is shortened with `…` instead, so rows stay one line each. Widths
/// are counted in characters: wide characters (CJK, emoji) may still overflow a little.
enum LineFitting {
  /// `line` as one or more lines no longer than `width`.
  static func fitted(_ line: String, width: Int) -> [String] {
    isRow(line) ? [shortened(line, width: width)] : wrapped(line, width: width)
  }

  /// Whether `line` is a row of a list: `#3  Title` or an indented line.
  static func isRow(_ line: String) -> Bool {
    guard let first = line.first else { return false }
    if first == " " || first == "\t" { return true }
    return first == "#" && line.dropFirst().first?.isNumber == true
  }

  /// `line`, its end replaced by `…` when it is longer than `width`.
  static func shortened(_ line: String, width: Int) -> String {
    guard line.count > width else { return line }
    return String(line.prefix(max(0, width - 1))) + "…"
  }

  /// `line`, its start replaced by `…` when it is longer than `width`: for a breadcrumb, whose
  /// end says where the user is.
  static func shortenedAtStart(_ line: String, width: Int) -> String {
    guard line.count > width else { return line }
    return "…" + String(line.suffix(max(0, width - 1)))
  }

  /// `line` broken at spaces into lines no longer than `width`; a word longer than that is
  /// broken where the line ends.
  static func wrapped(_ line: String, width: Int) -> [String] {
    guard line.count > width, width > 0 else { return [line] }
    var lines: [String] = []
    var current = ""
    for word in line.split(separator: " ") {
      var word = Substring(word)
      if !current.isEmpty, current.count + 1 + word.count > width {
        lines.append(current)
        current = ""
      }
      while word.count > width {
        if !current.isEmpty {
          lines.append(current)
          current = ""
        }
        lines.append(String(word.prefix(width)))
        word = word.dropFirst(width)
      }
      current += current.isEmpty ? String(word) : " " + word
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }
}
