import Scaffolding

/// How the text typed after an action's name becomes the action's arguments.
///
/// Arguments are words (see ``CommandLineParser``), except free text: when an action's last
/// parameter is declared `.freeText`, it takes the rest of the line as typed, so
/// `title Hello world` needs no quotes. Free text that starts with a quote must be one quoted
/// word, with the usual escapes (`title "Hello world"` still works); otherwise quotes in it are
/// kept as typed (`text He said "hi"`).
enum ActionArguments {
  /// Whether `action`'s last parameter takes the rest of the line.
  static func takesFreeText(_ action: ScreenAction) -> Bool {
    action.parameters.last?.kind == .freeText
  }

  /// The arguments for `action` in `text`, the text after its name.
  static func split(_ text: Substring, for action: ScreenAction) throws(CommandLineParser.Failure) -> [String] {
    guard takesFreeText(action) else { return try CommandLineParser.words(in: text) }
    var arguments: [String] = []
    var rest = text
    while arguments.count < action.parameters.count - 1, let (word, after) = try CommandLineParser.nextWord(in: rest) {
      arguments.append(word)
      rest = after
    }
    let freeText = rest.trimmingPrefix(while: \.isWhitespace)
    guard !freeText.isEmpty else { return arguments }
    guard freeText.first == "\"" || freeText.first == "'" else {
      return arguments + [String(freeText.reversed().drop(while: \.isWhitespace).reversed())]
    }
    let words = try CommandLineParser.words(in: freeText)
    guard words.count == 1, let only = words.first else { throw .textAfterClosingQuote }
    return arguments + [only]
  }
}
