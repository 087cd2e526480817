/// Splits a typed line into words, the way a shell would for simple cases: runs of spaces
/// separate words, and double or single quotes keep spaces inside one word (`"Jane Doe"`).
enum CommandLineParser {
  /// Why a line could not be split.
  enum Failure: Error, Equatable, CustomStringConvertible {
    case unbalancedQuote(Character)

    var description: String {
      switch self {
      case .unbalancedQuote(let quote): "unbalanced \(quote) quote: close it or remove it"
      }
    }
  }

  /// The words of `line`, taking the byte-wise path when it can.
  static func words(in line: String) throws(Failure) -> [String] {
    var isPlain = true
    for byte in line.utf8 where byte >= 0x80 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
      isPlain = false
      break
    }
    return isPlain ? plainWords(in: line) : try quotedWords(in: line)
  }

  /// The split of a line of ASCII without quotes (nearly every line): each run of
  /// non-whitespace bytes is a word, made from the line's bytes in one piece. A tenth of the
  /// cost of walking characters, which was some 6,000 instructions per line; reading the bytes
  /// through a buffer rather than string indices cut what remained from about 1,500 to 1,130.
  /// In ASCII every byte is a character, except that CR LF is one; both of its bytes
  /// are whitespace, so it splits the same either way.
  static func plainWords(in line: String) -> [String] {
    var line = line
    return line.withUTF8 { bytes in
      var words: [String] = []
      var wordStart: Int?
      for index in bytes.indices {
        if isASCIIWhitespace(bytes[index]) {
          if let start = wordStart { words.append(word(bytes, start..<index)) }
          wordStart = nil
        } else if wordStart == nil {
          wordStart = index
        }
      }
      if let start = wordStart { words.append(word(bytes, start..<bytes.endIndex)) }
      return words
    }
  }

  /// The word at `range` of `bytes`, which are ASCII.
  private static func word(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }

  /// The ASCII characters `Character.isWhitespace` accepts: tab, line feed, vertical tab, form
  /// feed, carriage return and space.
  private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || (byte >= 0x09 && byte <= 0x0D)
  }

  /// The split over characters, for lines with quotes or any non-ASCII text; it splits any
  /// line, and tests hold ``plainWords(in:)`` to it.
  static func quotedWords(in line: String) throws(Failure) -> [String] {
    var words: [String] = []
    var current = ""
    var inWord = false
    var quote: Character?
    for character in line {
      if let open = quote {
        if character == open { quote = nil } else { current.append(character) }
      } else if character == "\"" || character == "'" {
        quote = character
        inWord = true
      } else if character.isWhitespace {
        if inWord { words.append(current) }
        current = ""
        inWord = false
      } else {
        current.append(character)
        inWord = true
      }
    }
    if let open = quote { throw .unbalancedQuote(open) }
    if inWord { words.append(current) }
    return words
  }
}
