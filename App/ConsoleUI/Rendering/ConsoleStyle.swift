/// Whether the console decorates its output with ANSI colour.
///
/// Colour is for people at a terminal only: transcripts, scripts, `NO_COLOR` and anything that
/// compares output byte for byte get plain text.
public struct ConsoleStyle: Sendable {
  /// Whether escape codes are written at all.
  public let usesColor: Bool

  /// Plain text, no escape codes.
  public static let plain = ConsoleStyle(usesColor: false)
  /// ANSI colour.
  public static let colored = ConsoleStyle(usesColor: true)

  /// The decorations the console uses, by their SGR code.
  enum Emphasis: String {
    case title = "1"
    case dim = "2"
    case error = "31"
  }

  /// Colour only when output is a terminal and `NO_COLOR` is unset or empty
  /// (https://no-color.org).
  public static func forTerminal(isInteractive: Bool, environment: [String: String]) -> ConsoleStyle {
    isInteractive && (environment["NO_COLOR"] ?? "").isEmpty ? .colored : .plain
  }

  func error(_ text: String) -> String { wrap(text, .error) }

  /// Starts `emphasis` in `output`; text appended until ``end(in:)`` carries it. Lets the
  /// renderer decorate a part it builds piece by piece without making a copy to wrap.
  func begin(_ emphasis: Emphasis, in output: inout String) {
    guard usesColor else { return }
    output.append("\u{1B}[")
    output.append(emphasis.rawValue)
    output.append("m")
  }

  /// Ends what ``begin(_:in:)`` started.
  func end(in output: inout String) {
    guard usesColor else { return }
    output.append("\u{1B}[0m")
  }

  private func wrap(_ text: String, _ emphasis: Emphasis) -> String {
    guard usesColor else { return text }
    var wrapped = ""
    begin(emphasis, in: &wrapped)
    wrapped.append(text)
    end(in: &wrapped)
    return wrapped
  }
}
