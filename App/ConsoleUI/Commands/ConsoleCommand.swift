/// One line read as a command: a comment, a global command, or one of the screen's actions
/// with its arguments.
enum ConsoleCommand: Equatable {
  /// A line starting with `#` (after any spaces and tabs): nothing to run.
  case comment
  /// A command that works on every screen.
  case global(GlobalCommand)
  /// The name of an action of the visible screen, with the arguments typed after it.
  case action(name: String, arguments: [String])

  /// Reads `line`; a line that is not text, holds control characters, is empty or can't be
  /// split into words is refused with the reason.
  init(_ line: InputLine) throws {
    let text: String
    switch line {
    case .text(let value): text = value
    case .invalidUTF8(let count):
      throw ConsoleError("the line is not valid UTF-8 (\(count) bytes); nothing was run")
    case .tooLong(let count):
      throw ConsoleError("the line is \(count) bytes long; lines are limited to \(InputLine.maximumBytes) bytes")
    }
    if let control = text.unicodeScalars.first(where: ControlCharacters.isEscaped) {
      throw ConsoleError("the line contains the control character \(control.codePoint); nothing was run")
    }
    // A `#` joined with a mark into another character is not a comment sign.
    if text.first(where: { $0 != " " && $0 != "\t" }) == "#" {
      self = .comment
      return
    }
    let words = try CommandLineParser.words(in: text)
    guard let name = words.first else {
      throw ConsoleError("empty line; type a command, or 'help' to see what you can do here")
    }
    if let command = try GlobalCommand.parse(words) {
      self = .global(command)
    } else {
      self = .action(name: name, arguments: Array(words.dropFirst()))
    }
  }
}

extension Unicode.Scalar {
  /// `U+0007`: how the Unicode standard names a code point, at least four hex digits.
  fileprivate var codePoint: String {
    let hex = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
