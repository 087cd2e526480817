/// Keeps raw control characters away from the terminal.
///
/// Stored data (an item's title, a user's name or bio) and echoed input could otherwise move
/// the cursor, clear the screen or retitle the window. Every such character except tab is
/// shown in Swift's escape form instead, `\u{1B}` for ESC, which is unambiguous for every
/// code point, C1 controls included.
enum ControlCharacters {
  /// Whether `scalar` is a control character (Unicode category Cc: U+0000 to U+001F and
  /// U+007F to U+009F) other than tab.
  static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
    scalar != "\t" && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
  }

  /// `text` with each control character other than tab written as `\u{…}`, line breaks too:
  /// for text that must stay on one line.
  static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isEscaped) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if isEscaped(scalar) {
        result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// `text` escaped line by line, keeping its line breaks: for text of several lines.
  static func escapedLines(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { escaped(String($0)) }
      .joined(separator: "\n")
  }
}
