/// Keeps raw control, format and separator characters away from the terminal.
///
/// Stored data (an item's title, a user's name or bio) and echoed input could otherwise move
/// the cursor, clear the screen or retitle the window, or (a bidi override such as U+202E, a
/// zero-width space) change how the rest of another user's line reads. Every such character
/// except tab is shown in Swift's escape form instead, `\u{1B}` for ESC, which is unambiguous
/// for every code point, C1 controls included.
enum ControlCharacters {
  /// Whether `scalar` is escaped: a control character (Unicode category Cc) other than tab, a
  /// format character (Cf: bidi controls, zero-width characters, U+FEFF), or a line or
  /// paragraph separator (Zl, Zp).
  static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
    guard scalar != "\t" else { return false }
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator: return true
    default: return false
    }
  }

  /// What `scalar`, one that ``isEscaped(_:)``, is called in an error: "control character",
  /// "format character" or "separator".
  static func kind(of scalar: Unicode.Scalar) -> String {
    scalar.properties.generalCategory == .control
      ? "control character" : scalar.properties.generalCategory == .format ? "format character" : "separator"
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
