/// One line read as a command: a comment, a global command, or one of the screen's actions
/// with its arguments.
enum ConsoleCommand: Equatable {
  /// A line starting with `#` (after any spaces and tabs): nothing to run.
  case comment
  /// An empty line, or one of whitespace alone: nothing to run, as in a shell.
  case blank
  /// A command that works on every screen.
  case global(GlobalCommand)
  /// The name of an action of the visible screen, with the text typed after it: how that
  /// text splits into arguments depends on the action (see ``ActionArguments``).
  case action(name: String, argumentText: Substring)

  /// Reads `line`; a line that is not text, holds control or format characters or whose first word
  /// can't be read is refused with the reason. Command names are matched
  /// case-insensitively; arguments are kept as typed.
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
      let kind = ControlCharacters.kind(of: control)
      throw ConsoleError("the line contains the \(kind) \(control.codePoint); nothing was run")
    }
    // A `#` joined with a mark into another character is not a comment sign.
    if text.first(where: { $0 != " " && $0 != "\t" }) == "#" {
      self = .comment
      return
    }
    guard let (name, rest) = try CommandLineParser.nextWord(in: text[...]) else {
      self = .blank
      return
    }
    if GlobalCommand.names.contains(name.lowercased()) {
      self = .global(try GlobalCommand.parse([name.lowercased()] + CommandLineParser.words(in: rest)))
    } else {
      self = .action(name: name, argumentText: rest)
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
