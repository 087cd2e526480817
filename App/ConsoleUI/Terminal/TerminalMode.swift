#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard input's terminal settings (termios), changed while the console reads and always
/// put back: when the read ends, and when SIGINT, SIGTERM or SIGHUP ends the process
/// mid-read.
public enum TerminalMode {
  /// How the terminal reads while changed.
  public enum Kind: Sendable {
    /// Every key as it is pressed, nothing shown, no signals from keys: for the line editor
    /// and for passwords.
    case raw
  }

  /// Runs `body` with standard input's terminal in `kind`, then puts the settings back. When
  /// standard input is not a terminal, just runs `body`.
  public static func with<T>(_ kind: Kind, _ body: () throws -> T) rethrows -> T {
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
    SignalRestore.remember(original)
    // TCSANOW keeps what was typed ahead; TCSADRAIN lets what was written reach the screen first.
    tcsetattr(STDIN_FILENO, TCSANOW, &changed)
    defer {
      tcsetattr(STDIN_FILENO, TCSADRAIN, &original)
      SignalRestore.forget()
    }
    return try body()
  }
}

/// Puts the terminal back when a signal ends the process while its settings are changed.
///
/// A signal handler may touch only what C allows, so the settings to restore live in globals
/// the handler reads, written only on the main thread while no change is in effect.
private enum SignalRestore {
  nonisolated(unsafe) static var settings = termios()
  nonisolated(unsafe) static var isActive: sig_atomic_t = 0
  nonisolated(unsafe) static var isInstalled = false

  /// Keeps `original` for the handler and installs it once.
  static func remember(_ original: termios) {
    settings = original
    isActive = 1
    guard !isInstalled else { return }
    isInstalled = true
    for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
      signal(signalNumber, restoreAndReraise)
    }
  }

  /// The change is over: nothing to restore.
  static func forget() {
    isActive = 0
  }
}

/// Restores the terminal, then ends the process the way the signal would have.
private func restoreAndReraise(_ signalNumber: Int32) {
  if SignalRestore.isActive != 0 {
    tcsetattr(STDIN_FILENO, TCSANOW, &SignalRestore.settings)
  }
  signal(signalNumber, SIG_DFL)
  raise(signalNumber)
}
