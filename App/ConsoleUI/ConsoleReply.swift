/// What the console answers to one line.
public struct ConsoleReply: Equatable, Sendable {
  /// The text to print: the new screen, an error line, or help; empty for a comment.
  public let output: String
  /// False when the line was refused; `--strict` runs stop on the first one.
  public let succeeded: Bool
  /// True when the line asked to leave.
  public let quits: Bool

  static let silent = shown("")
  /// A line that ran, answered with `text` (a screen, help, a location).
  static func shown(_ text: String) -> ConsoleReply { ConsoleReply(output: text, succeeded: true, quits: false) }
}
