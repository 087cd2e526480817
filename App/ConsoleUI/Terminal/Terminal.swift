#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Facts about the process's terminal, behind the platform calls that need them.
package enum Terminal {
  /// Whether a person is typing: standard input and output are both terminals.
  package static var isInteractive: Bool {
    isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
  }

  /// Whether standard output is a terminal.
  package static var isOutputTerminal: Bool {
    isatty(STDOUT_FILENO) == 1
  }

  /// How many columns screens are drawn in: on a terminal its width (`TIOCGWINSZ`), else
  /// `COLUMNS`, else 80; off a terminal `COLUMNS` when set, else nil (no wrapping, so
  /// transcripts stay as the screens wrote them).
  package static func width(environment: [String: String]) -> Int? {
    let columns = environment["COLUMNS"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil }
    guard isOutputTerminal else { return columns }
    var size = winsize()
    if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
    return columns ?? 80
  }
}
