@_spi(Inspection) import Scaffolding

/// What `quit` asks when leaving would lose unsaved changes: the question every other way out
/// asks (a coordinator's `leaveQuestion`, as a root swap, which also takes the whole tree away,
/// reads it), answered with `discard` (quit) or `keep` (stay; `back` too).
@MainActor
enum QuitQuestion {
  /// The question of the innermost coordinator on the way to the visible screen that asks
  /// before the app goes; nil when none asks.
  static func question(root: any Coordinatable) -> String? {
    guard let visible = root.visibleScreen else { return nil }
    let coordinators = [root] + visible.path.compactMap(\.madeCoordinator) + [visible.context.owner]
    for coordinator in coordinators.reversed() {
      if let question = coordinator.leaveQuestion { return question }
    }
    return nil
  }

  /// The question drawn as the core's own is: its title, then its two answers.
  static func text(_ question: String, style: ConsoleStyle) -> String {
    let answers = [("discard", "Quit, losing what you changed"), ("keep", "Stay, keeping what you changed")]
    let title = style.title("== \(ControlCharacters.escaped(question)) ==")
    return ([title, "", "Actions:"] + TwoColumnTable.lines(answers)).joined(separator: "\n")
  }

  /// The note for input that ended before the question was answered: the console quits, as it
  /// did before it asked.
  static func unanswered(_ question: String) -> String {
    "note: the input ended before an answer to '\(ControlCharacters.escaped(question))'; quit without the changes."
  }
}
