/// Splits a typed line into words, the way a shell would for simple cases.
///
/// Runs of whitespace separate words. Double or single quotes keep spaces inside one word
/// (`"Jane Doe"`); inside quotes a backslash escapes a quote or itself (`"say \"hi\""`,
/// `"C:\\temp"`), and any other backslash escape is refused rather than guessed at. Outside
/// quotes a backslash is an ordinary character.
enum CommandLineParser {
  /// Why a line could not be split.
  enum Failure: Error, Equatable, CustomStringConvertible {
    case unbalancedQuote(Character)
    case unknownEscape(Character)
    case textAfterClosingQuote

    var description: String {
      switch self {
      case .unbalancedQuote(let quote): "unbalanced \(quote) quote: close it or remove it"
      case .unknownEscape(let character):
        "unknown escape '\\\(character)' inside quotes; only \\\", \\' and \\\\ are escapes"
      case .textAfterClosingQuote:
        "text after the closing quote: quote all of it, or drop the quotes to take the line as typed"
      }
    }
  }

  /// Every word of `text`.
  static func words(in text: Substring) throws(Failure) -> [String] {
    var words: [String] = []
    var rest = text
    while let (word, after) = try nextWord(in: rest) {
      words.append(word)
      rest = after
    }
    return words
  }

  /// The first word of `text` and the text after it; nil when `text` is only whitespace.
  static func nextWord(in text: Substring) throws(Failure) -> (word: String, rest: Substring)? {
    guard let start = text.firstIndex(where: { !$0.isWhitespace }) else { return nil }
    var word = ""
    var quote: Character?
    var index = start
    while index < text.endIndex {
      let character = text[index]
      if let open = quote {
        if character == open {
          quote = nil
        } else if character == "\\" {
          index = text.index(after: index)
          guard index < text.endIndex else { throw .unbalancedQuote(open) }
          let escaped = text[index]
          guard escaped == "\"" || escaped == "'" || escaped == "\\" else { throw .unknownEscape(escaped) }
          word.append(escaped)
        } else {
          word.append(character)
        }
      } else if character == "\"" || character == "'" {
        quote = character
      } else if character.isWhitespace {
        break
      } else {
        word.append(character)
      }
      index = text.index(after: index)
    }
    if let open = quote { throw .unbalancedQuote(open) }
    return (word, text[index...])
  }
}
