/// The read-render loop, over any source of lines and any sink of text.
///
/// The executable plugs in standard input and output; tests plug in arrays and compare the
/// transcript. In transcript mode each command is echoed after `> ` so piped output reads as a
/// record of the session.
@MainActor
public struct ConsoleRunner {
  /// How the loop talks.
  public struct Options: Sendable {
    /// Echo each line before its answer (piped input, scripts).
    public var echoesCommands: Bool
    /// Printed before reading each line (interactive terminals); nil for none.
    public var prompt: String?

    /// Options for a person at a terminal.
    public static let interactive = Options(echoesCommands: false, prompt: "> ")
    /// Options for piped input and scripts.
    public static let transcript = Options(echoesCommands: true, prompt: nil)
  }

  private let session: ConsoleSession
  private let options: Options

  /// A loop driving `session`.
  public init(session: ConsoleSession, options: Options) {
    self.session = session
    self.options = options
  }

  /// Shows the first screen, then answers line after line until `readLine` runs dry or a line
  /// quits. Returns the process exit code: 0 for a normal end.
  public func run(readLine: () -> String?, write: (String) -> Void, prompt: (String) -> Void = { _ in }) -> Int32 {
    write(session.renderScreen())
    while true {
      if let text = options.prompt { prompt(text) }
      guard let line = readLine() else { return 0 }
      if options.echoesCommands { write("\n> \(line)") }
      let reply = session.execute(line)
      if !reply.output.isEmpty { write(reply.output) }
      if reply.quits { return 0 }
    }
  }
}
