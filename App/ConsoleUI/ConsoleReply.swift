/// What the console answers to one line.
package struct ConsoleReply: Equatable, Sendable {
  /// One line said besides the answer: a note from a previewed feature, a data problem, or
  /// why the line was refused.
  package struct Message: Equatable, Sendable {
    /// What kind of line it is; warnings and errors belong on standard error.
    package enum Kind: Equatable, Sendable {
      case note, warning, error
    }

    /// What kind of line it is.
    package let kind: Kind
    /// The line, styled and safe to print.
    package let text: String
  }

  /// What a transcript shows after `> `: the line as typed, with secrets masked and control
  /// characters escaped.
  package let echo: String
  /// Notes, warnings and the error, in the order they are printed, before the answer.
  package let messages: [Message]
  /// The new screen, help or a location; empty for a comment or a refused line.
  package let answer: String
  /// False when the line was refused; `--strict` runs stop on the first one.
  package let succeeded: Bool
  /// True when the line asked to leave.
  package let quits: Bool
  /// True when the answer is the screen, left to be drawn once the tree has settled
  /// (``ConsoleSession/begin(_:)``); ``ConsoleSession/finish(_:)`` draws it.
  package internal(set) var drawsScreenWhenSettled = false
  /// True when the line may have queued main-actor work behind it: it ran the app's code (a
  /// screen action, a link, closing a modal; the opening) and either changed no navigation
  /// (an action that started a `Task`, which will) or closed something (which resumes a
  /// `present(_:as:returning:)` awaiting it). The loop then lets that work run, one turn of
  /// the main actor, before it waits for the tree to settle and draws. Other lines (a push, a
  /// pop, `help`, `where`, a refused line) skip the turn, which on Linux's main queue costs
  /// more than a line does; work an action starts *besides* navigating runs before the next
  /// line, but after this drawing.
  var mayHaveQueuedWork = false

  /// Whether the echo masks arguments that may hold a password: such a line is never kept
  /// in history.
  package var hidesSecret: Bool { echo.contains(SecretArguments.mask) }

  /// Everything printed for the line (messages, then the answer), as one text.
  package var output: String {
    (messages.map(\.text) + (answer.isEmpty ? [] : [answer])).joined(separator: "\n")
  }
}
