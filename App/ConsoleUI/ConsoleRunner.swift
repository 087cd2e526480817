/// The read-render loop, over any source of lines and any sinks of text.
///
/// The executable plugs in standard input (or a script), standard output and standard error;
/// tests plug in arrays and compare the transcript byte for byte.
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
    /// The script being run (`--script`): errors and warnings then start with `FILE:LINE: `.
    public var scriptName: String?
    /// Called with each line and its reply once it has run: the prompt keeps its history so.
    public var remember: @MainActor (InputLine, ConsoleReply) -> Void = { _, _ in }
    /// Save the user's place before each line is read, because reading waits for a person.
    /// The place is always saved when the run ends.
    public var savesBeforeReading: Bool

    /// Options for a person at a terminal.
    public static let interactive = Options(
      echoesCommands: false, prompt: "> ", isStrict: false, savesBeforeReading: true)
    /// Options for piped input and scripts.
    public static let transcript = Options(echoesCommands: true, prompt: nil, isStrict: false)

    /// Options that echo or not, prompt or not, stop at a refused line or not, save the
    /// user's place before each line or only at the end.
    public init(echoesCommands: Bool, prompt: String?, isStrict: Bool, savesBeforeReading: Bool = false) {
      self.echoesCommands = echoesCommands
      self.prompt = prompt
      self.isStrict = isStrict
      self.savesBeforeReading = savesBeforeReading
    }
  }

  /// The process status for a normal end: end of input or `quit`.
  public static let success: Int32 = 0
  /// The process status when `--strict` stopped at a refused line.
  public static let failedCommand: Int32 = 1
  /// The process status when input could not be read (`EX_IOERR`).
  public static let readFailure: Int32 = 74

  private let session: ConsoleSession
  private let options: Options

  /// A loop driving `session`.
  public init(session: ConsoleSession, options: Options) {
    self.session = session
    self.options = options
  }

  /// Shows the first screen, then answers line after line until input runs dry, a line quits,
  /// input can't be read, or (under `--strict`) a line is refused, and saves where the user
  /// ended up. Returns the process exit status.
  ///
  /// - Parameters:
  ///   - readLine: The next line, nil at the end of input; throws when input can't be read.
  ///   - write: Writes one line of the transcript (standard output).
  ///   - writeError: Writes one `error:` or `warning:` line (standard error); nil to write
  ///     them with `write`, in order, as `2>&1` shows them.
  ///   - prompt: Shows the prompt before a line is read.
  public func run(
    readLine: () throws(InputReadError) -> InputLine?, write: (String) -> Void,
    writeError errorSink: ((String) -> Void)? = nil, prompt: (String) -> Void = { _ in }
  ) -> Int32 {
    func writeError(_ text: String) {
      if let errorSink { errorSink(text) } else { write(text) }
    }
    var lineNumber = 0
    func saveLocation() {
      show(session.saveLocation(), lineNumber: nil, write: write, writeError: writeError)
    }
    show(session.opening(), lineNumber: nil, write: write, writeError: writeError)
    defer { saveLocation() }
    while true {
      if options.savesBeforeReading { saveLocation() }
      if let text = options.prompt { prompt(text) }
      let next: InputLine?
      do {
        next = try readLine()
      } catch {
        writeError("error: \(error)")
        return Self.readFailure
      }
      guard let line = next else { return Self.success }
      lineNumber += 1
      let reply = session.execute(line)
      options.remember(line, reply)
      if options.echoesCommands { write("\n> \(reply.echo)") }
      show(reply, lineNumber: lineNumber, write: write, writeError: writeError)
      if reply.quits { return Self.success }
      if options.isStrict, !reply.succeeded {
        writeError("stopped at \(options.scriptName ?? "<stdin>"):\(lineNumber) (--strict)")
        return Self.failedCommand
      }
    }
  }

  private func show(
    _ reply: ConsoleReply, lineNumber: Int?, write: (String) -> Void, writeError: (String) -> Void
  ) {
    for message in reply.messages {
      switch message.kind {
      case .note:
        write(message.text)
      case .warning, .error:
        if let scriptName = options.scriptName, let lineNumber {
          writeError("\(scriptName):\(lineNumber): \(message.text)")
        } else {
          writeError(message.text)
        }
      }
    }
    if !reply.answer.isEmpty { write(reply.answer) }
  }
}
