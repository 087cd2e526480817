/// Why the app map can't be drawn: actions of screens it reached that it could not take, since
/// a required parameter has no examples or choice (`.init("flag")`), or the demo data refused
/// every example given.
public struct UntakeableActions: Error, CustomStringConvertible {
  /// Each as the screen's ``MapScreen/id`` and the action's name: `settings/features set`.
  public let actions: [String]

  /// What `console --map` and the check print.
  public var description: String {
    "the app map can't take \(actions.count == 1 ? "this action" : "these actions"): "
      + actions.joined(separator: "; ")
      + ". Give each required parameter examples the demo data accepts"
      + " (`.init(\"item\", kind: .number, examples: [\"3\"])`) or a `.choice([…])`."
  }
}
