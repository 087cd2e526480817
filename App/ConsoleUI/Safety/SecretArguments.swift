import AppData
import Scaffolding

/// Which arguments are secrets, and how a line holding one is shown.
///
/// A parameter is a secret when the screen declares it so (`.init("pin", kind: .secret)`),
/// whatever its name. A transcript shows a line passing one with every argument from the
/// secret's position on replaced by one fixed mask, `login demo ********`, so neither the
/// password nor its length (nor how many words it had) is printed.
enum SecretArguments {
  /// What a transcript shows in place of secret arguments.
  static let mask = "********"

  /// Whether `parameter` takes a secret.
  static func isSecret(_ parameter: ScreenAction.Parameter) -> Bool {
    parameter.kind == .secret
  }

  /// The position of `action`'s first secret parameter, nil when it takes none.
  static func firstSecretPosition(in action: ScreenAction) -> Int? {
    action.parameters.firstIndex(where: isSecret)
  }

  /// Where the echo of `arguments` for `action` is masked from: its first secret parameter,
  /// or a word before it that could not be a username (`login Scaffolding1959 demo`, the
  /// arguments swapped); nil when it takes no secret.
  static func maskedPosition(in action: ScreenAction, arguments: [String]) -> Int? {
    guard let secret = firstSecretPosition(in: action) else { return nil }
    let misplaced = arguments.prefix(secret).indices.first { position in
      action.parameters[position].kind == .word && !AccountRules.isValidUsername(arguments[position])
    }
    return misplaced ?? secret
  }

  /// `name` and `arguments` as a transcript shows them, the arguments from `position` on
  /// masked; the arguments before it are quoted where they need it.
  static func masked(name: String, arguments: [String], from position: Int) -> String {
    let shown = arguments.prefix(position).map(quotedIfNeeded)
    let hidden = arguments.count > position ? [mask] : []
    return ([name] + shown + hidden).joined(separator: " ")
  }

  /// `word` as it would be typed to reach the action as one argument.
  static func quotedIfNeeded(_ word: String) -> String {
    guard word.isEmpty || word.contains(where: { $0.isWhitespace || $0 == "\"" || $0 == "'" || $0 == "\\" }) else {
      return word
    }
    let escaped = word.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
    return "\"\(escaped)\""
  }
}
