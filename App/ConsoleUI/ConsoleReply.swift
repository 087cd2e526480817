/// What the console answers to one line.
public struct ConsoleReply: Equatable, Sendable {
  /// One line said besides the answer: a note from a previewed feature, a data problem, or
  /// why the line was refused.
  public struct Message: Equatable, Sendable {
    /// What kind of line it is; warnings and errors belong on standard error.
    public enum Kind: Equatable, Sendable {
      case note, warning, error
    }

    /// What kind of line it is.
    public let kind: Kind
    /// The line, styled and safe to print.
    public let text: String
  }

  /// What a transcript shows after `> `: the line as typed, with secrets masked and control
  /// characters escaped.
  public let echo: String
  /// Notes, warnings and the error, in the order they are printed, before the answer.
  public let messages: [Message]
  /// The new screen, help or a location; empty for a comment or a refused line.
  public let answer: String
  /// False when the line was refused; `--strict` runs stop on the first one.
  public let succeeded: Bool
  /// True when the line asked to leave.
  public let quits: Bool
  /// True when the answer is the screen, left to be drawn once the tree has settled
  /// (``ConsoleSession/begin(_:)``); ``ConsoleSession/finish(_:)`` draws it.
  public internal(set) var drawsScreenWhenSettled = false

  /// Whether the echo masks arguments that may hold a password: such a line is never kept
  /// in history.
  public var hidesSecret: Bool { echo.contains(SecretArguments.mask) }

  /// Everything printed for the line (messages, then the answer), as one text.
  public var output: String {
    (messages.map(\.text) + (answer.isEmpty ? [] : [answer])).joined(separator: "\n")
  }
}
