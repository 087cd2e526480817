import AppFeature
import Scaffolding

/// What `help <action>` prints: the usage and summary, one line per argument saying how to
/// type it, and an example.
///
/// The explanation comes from each parameter's declared kind (a word, a whole number, free
/// text, a secret, a choice) and the console's rules (optional); the example from each
/// parameter's examples (``AppFeature/ExampleArguments``).
enum ActionHelp {

  /// The whole explanation of `action`, wrapped within `width` (nil for no wrapping), its
  /// control characters escaped (see ``ControlCharacters``).
  static func text(for action: ScreenAction, width: Int? = nil) -> String {
    let safe = ControlCharacters.escaped
    func prose(_ line: String) -> [String] {
      width.map { LineFitting.wrapped(line, width: $0) } ?? [line]
    }
    var lines = prose("\(safe(action.usage))  \(safe(action.summary))")
    if !action.parameters.isEmpty {
      let rows = action.parameters.enumerated().map { position, parameter in
        (safe(Self.written(parameter)), safe(explanation(of: parameter, at: position, in: action)))
      }
      lines += TwoColumnTable.lines(rows, width: width)
    }
    lines += prose("Example: " + safe(example(of: action)))
    return lines.joined(separator: "\n")
  }

  private static func written(_ parameter: ScreenAction.Parameter) -> String {
    parameter.isOptional ? "[\(parameter.name)]" : "<\(parameter.name)>"
  }

  private static func explanation(of parameter: ScreenAction.Parameter, at position: Int, in action: ScreenAction)
    -> String
  {
    var parts = [parameter.isOptional ? "optional" : "required"]
    if case .choice(let words) = parameter.kind { parts.append("one of: " + words.joined(separator: ", ")) }
    switch parameter.kind {
    case .secret:
      parts.append(
        "secret: masked in transcripts, kept out of history; at a terminal, asked for without echo when left off")
    case .number:
      parts.append("a whole number")
    case .freeText where position == action.parameters.count - 1:
      parts.append("free text: takes the rest of the line, no quotes needed")
    case .word, .freeText, .choice:
      parts.append("one word; quote it if it has spaces")
    }
    return parts.joined(separator: "; ")
  }

  private static func example(of action: ScreenAction) -> String {
    let values = action.parameters.enumerated().map { position, parameter in
      let isFreeText = position == action.parameters.count - 1 && ActionArguments.takesFreeText(action)
      // A secret shows as its name: help never prints a password.
      guard parameter.kind != .secret, let sample = ExampleArguments.values(for: parameter).first else {
        return "<\(parameter.name)>"
      }
      return isFreeText ? sample : SecretArguments.quotedIfNeeded(sample)
    }
    return ([action.name] + values).joined(separator: " ")
  }
}
