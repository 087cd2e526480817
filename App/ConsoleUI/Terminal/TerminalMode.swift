#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard input's terminal settings (termios), changed while the console reads and always
/// put back when the read ends, including when SIGINT, SIGTERM or SIGHUP ends it (see
/// ``TerminationSignals``: the read returns, so this puts the settings back before the
/// process ends).
package enum TerminalMode {
  /// How the terminal reads while changed.
  package enum Kind: Sendable {
    /// Every key as it is pressed, nothing shown, no signals from keys: for the line editor
    /// and for passwords.
    case raw
  }

  /// Runs `body` with standard input's terminal in `kind`, then puts the settings back. When
  /// standard input is not a terminal, just runs `body`.
  package static func with<T>(_ kind: Kind, _ body: () throws -> T) rethrows -> T {
    var original = termios()
    guard tcgetattr(STDIN_FILENO, &original) == 0 else { return try body() }
    var changed = original
    switch kind {
    case .raw:
      changed.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
      changed.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
      withUnsafeMutableBytes(of: &changed.c_cc) { controls in
        controls[Int(VMIN)] = 1
        controls[Int(VTIME)] = 0
      }
    }
    // TCSANOW keeps what was typed ahead; TCSADRAIN lets what was written reach the screen first.
    tcsetattr(STDIN_FILENO, TCSANOW, &changed)
    defer { tcsetattr(STDIN_FILENO, TCSADRAIN, &original) }
    return try body()
  }
}
