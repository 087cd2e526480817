/// What the console answers to one line.
public struct ConsoleReply: Equatable, Sendable {
  /// The text to print: the new screen, an error line, or help.
  public let output: String
  /// False when the line was refused; `--strict` runs stop on the first one.
  public let succeeded: Bool
  /// True when the line asked to leave.
  public let quits: Bool
}
