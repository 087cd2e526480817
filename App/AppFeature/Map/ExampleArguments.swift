import Scaffolding

/// The arguments the app map (``AppMap/walk(tabs:)``) tries for screens' actions, and the one
/// `help <action>` shows: each parameter's own examples (`.init("item", kind: .number,
/// examples: ["3"])`), or a choice's words. Nothing is guessed from a name or a kind, so an
/// action whose required parameter has neither is one the map can't take, and says so.
public enum ExampleArguments {
  /// The values to try for `parameter`, the first the one help shows: its examples, else each
  /// word of its choice; none otherwise.
  public static func values(for parameter: ScreenAction.Parameter) -> [String] {
    guard parameter.examples.isEmpty, case .choice(let words) = parameter.kind else { return parameter.examples }
    return words
  }

  /// Every combination of values for `action`'s required parameters, in order; none when one
  /// of them has no value to try.
  static func argumentLists(for action: ScreenAction) -> [[String]] {
    action.parameters.filter { !$0.isOptional }.reduce([[]]) { lists, parameter in
      values(for: parameter).flatMap { value in lists.map { $0 + [value] } }
    }
  }
}
