/// The read-render loop, over any source of lines and any sink of text.
///
/// The executable plugs in standard input (or a script) and standard output; tests plug in
/// arrays and compare the transcript byte for byte.
@MainActor
public struct ConsoleRunner {
  /// How the loop talks and when it gives up.
  public struct Options: Sendable {
    /// Echo each line after `> ` before its answer, so output reads as a transcript.
    public var echoesCommands: Bool
    /// Printed before reading each line (interactive terminals); nil for none.
    public var prompt: String?
    /// Stop with status 1 at the first refused line.
    public var isStrict: Bool

    /// Options for a person at a terminal.
    public static let interactive = Options(echoesCommands: false, prompt: "> ", isStrict: false)
    /// Options for piped input and scripts.
    public static let transcript = Options(echoesCommands: true, prompt: nil, isStrict: false)
  }

  /// The process status for a normal end: end of input or `quit`.
  public static let success: Int32 = 0
  /// The process status when `--strict` stopped at a refused line.
  public static let failedCommand: Int32 = 1

  private let session: ConsoleSession
  private let options: Options

  /// A loop driving `session`.
  public init(session: ConsoleSession, options: Options) {
    self.session = session
    self.options = options
  }

  /// Shows the first screen, then answers line after line until input runs dry, a line quits,
  /// or (under `--strict`) a line is refused. Returns the process exit status.
  public func run(readLine: () -> InputLine?, write: (String) -> Void, prompt: (String) -> Void = { _ in }) -> Int32 {
    show(session.opening(), write: write)
    while true {
      if let text = options.prompt { prompt(text) }
      guard let line = readLine() else { return Self.success }
      let reply = session.execute(line)
      if options.echoesCommands { write("\n> \(reply.echo)") }
      show(reply, write: write)
      if reply.quits { return Self.success }
      if options.isStrict, !reply.succeeded { return Self.failedCommand }
    }
  }

  private func show(_ reply: ConsoleReply, write: (String) -> Void) {
    for message in reply.messages { write(message.text) }
    if !reply.answer.isEmpty { write(reply.answer) }
  }
}
