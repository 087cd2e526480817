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

  /// The words of `line`, read character by character.
  static func words(in line: String) throws(Failure) -> [String] {
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
