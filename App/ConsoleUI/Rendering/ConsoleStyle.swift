/// Whether the console decorates its output with ANSI colour.
///
/// Colour is for people at a terminal only: transcripts, scripts, `NO_COLOR` and anything that
/// compares output byte for byte get plain text.
package struct ConsoleStyle: Sendable {
  /// Whether escape codes are written at all.
  package let usesColor: Bool

  /// Plain text, no escape codes.
  package static let plain = ConsoleStyle(usesColor: false)
  /// ANSI colour.
  package static let colored = ConsoleStyle(usesColor: true)

  /// Colour only when output is a terminal that can show it (`TERM` is not `dumb`) and
  /// `NO_COLOR` is unset or empty (https://no-color.org).
  package static func forTerminal(isInteractive: Bool, environment: [String: String]) -> ConsoleStyle {
    isInteractive && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb" ? .colored : .plain
  }

  /// An error or warning line: red.
  func error(_ text: String) -> String { wrap(text, code: "31") }
  /// A screen's title: bold.
  func title(_ text: String) -> String { wrap(text, code: "1") }
  /// Secondary text (the breadcrumb, the footer): dim.
  func dim(_ text: String) -> String { wrap(text, code: "2") }

  /// `text` between the SGR escape for `code` and the reset.
  private func wrap(_ text: String, code: String) -> String {
    usesColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
