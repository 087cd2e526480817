/// One line of input as the console received it, before any command is read from it.
///
/// Raw input can be anything: the reader checks bytes (encoding, length) and hands the session
/// either text or the reason it can't be text, so every line gets an answer and none crashes.
package enum InputLine: Equatable, Sendable {
  /// A line of valid UTF-8, without its line ending.
  case text(String)
  /// A line whose bytes are not valid UTF-8.
  case invalidUTF8(byteCount: Int)
  /// A line longer than ``InputLine/maximumBytes``; its text is not kept.
  case tooLong(byteCount: Int)

  /// The longest line the console reads as a command. Far above anything typed or scripted,
  /// low enough that one runaway line can't flood a transcript.
  package static let maximumBytes = 16 * 1024

  /// Classifies a line's bytes (without the line ending).
  package init(bytes: some Collection<UInt8>) {
    guard bytes.count <= Self.maximumBytes else {
      self = .tooLong(byteCount: bytes.count)
      return
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      self = .invalidUTF8(byteCount: bytes.count)
      return
    }
    self = .text(text)
  }

  /// The line's text, nil when it is not text.
  var text: String? {
    guard case .text(let text) = self else { return nil }
    return text
  }

  /// What a transcript echoes for the line: the text, shortened when very long.
  var echo: String {
    switch self {
    case .text(let text): text.count > 200 ? String(text.prefix(200)) + "…" : text
    case .invalidUTF8(let count): "<\(count) bytes of invalid UTF-8>"
    case .tooLong(let count): "<a line of \(count) bytes>"
    }
  }
}
