import Scaffolding

/// Example values for the arguments of screens' actions: the one `help <action>` shows, and
/// every one the app map (``AppMap/walk(tabs:)``) tries on each screen.
public enum ExampleArguments {
  /// Values by parameter name, the first the one `help` shows: the demo account (`demo`,
  /// `scaffolding`), another author (`ada`) and a name free to register (`grace`).
  public static let byName: [String: [String]] = [
    "username": ["ada", "demo", "grace"], "password": ["scaffolding"], "item": ["3", "2", "1"],
    "text": ["Hello world"], "title": ["Hello world"], "bio": ["Hello world"], "name": ["Jane Doe"],
    "display-name": ["Jane Doe"], "appearance": ["dark"],
  ]

  /// The values to try for `parameter`: those of its name; else each choice of a name written
  /// `a|b`; else one of its kind (a whole number, free text). None for a word or a secret no
  /// example names.
  static func values(for parameter: ScreenAction.Parameter) -> [String] {
    if let named = byName[parameter.name] { return named }
    if parameter.name.contains("|") { return parameter.name.split(separator: "|").map(String.init) }
    switch parameter.kind {
    case .number: return ["1"]
    case .freeText: return ["Hello world"]
    case .word, .secret: return []
    }
  }

  /// Every combination of values for `action`'s required parameters, in order; none when one
  /// of them has no value to try.
  static func argumentLists(for action: ScreenAction) -> [[String]] {
    action.parameters.filter { !$0.isOptional }.reduce([[]]) { lists, parameter in
      values(for: parameter).flatMap { value in lists.map { $0 + [value] } }
    }
  }
}
