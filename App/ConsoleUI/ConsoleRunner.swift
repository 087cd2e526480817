/// The read-render loop, over any source of lines and any sinks of text.
///
/// The executable plugs in standard input (or a script), standard output and standard error;
/// tests plug in arrays and compare the transcript byte for byte.
///
/// The loop runs on the main actor and never blocks it: it awaits each line (the executable
/// reads on a ``ReaderThread``), so main-actor work (a screen's load, a resumed
/// `present(_:as:returning:)`) runs while a person types. After each line it lets the work the
/// line started run and waits until the tree has settled before it draws, so a piped
/// transcript always shows screens loaded, whatever their dependencies take. At a terminal,
/// work that takes longer than ``Options/showsLoadingAfter`` shows its progress: the screen
/// with the line its running action shows ("Saving…", ``ConsoleSession/runningFrame()``), else
/// `Loading…`; Ctrl-C stops it (``ConsoleSession/stopLoading()``); a signal that ends the
/// console ends the wait too.
@MainActor
package struct ConsoleRunner {
  /// How the loop talks and when it gives up.
  package struct Options: Sendable {
    /// Echo each line after `> ` before its answer, so output reads as a transcript.
    package var echoesCommands: Bool
    /// Printed before reading each line (interactive terminals); nil for none.
    package var prompt: String?
    /// Stop with status 1 at the first refused line.
    package var isStrict: Bool
    /// The script being run (`--script`): errors and warnings then start with `FILE:LINE: `.
    package var scriptName: String?
    /// Called with each line and its reply once it has run: the prompt keeps its history so.
    package var remember: @MainActor (InputLine, ConsoleReply) -> Void = { _, _ in }
    /// Save the user's place before each line is read, because reading waits for a person.
    /// The place is always saved when the run ends.
    package var savesBeforeReading: Bool
    /// Wait for the tab badges' refresh, started before each line is read, before reading it
    /// (a transcript: each screen then shows the counts as they were when its line was read,
    /// however fast the reads are). When false (a person), the prompt shows at once and the
    /// next line's answer waits for the refresh with the rest of its work.
    package var waitsForBadgesBeforeReading: Bool
    /// How long work a line started may take before its progress is shown (a person is
    /// waiting): the running action's screen, else `Loading…`. Nil never shows it (a
    /// transcript). Zero shows it at once: the running screen as it stands right after the
    /// line ran, before its work gets a turn, else `Loading…` if work is pending then.
    package var showsLoadingAfter: Duration?
    /// What else ends the wait for work: returns the next interruption, nil once the task
    /// waiting for it is cancelled (the work settled first). The executable passes
    /// ``TerminationSignals/nextInterruption()``; tests pass a stand-in. Nil: only
    /// the work settling ends the wait.
    package var interruptions: (@MainActor () async -> Interruption?)?

    /// Options for a person at a terminal.
    package static let interactive = Options(
      echoesCommands: false, prompt: "> ", isStrict: false, savesBeforeReading: true,
      showsLoadingAfter: .milliseconds(150), waitsForBadgesBeforeReading: false)
    /// Options for piped input and scripts.
    package static let transcript = Options(echoesCommands: true, prompt: nil, isStrict: false)

    /// Options that echo or not, prompt or not, stop at a refused line or not, save the
    /// user's place before each line or only at the end, wait for the badges before reading
    /// a line or not.
    package init(
      echoesCommands: Bool, prompt: String?, isStrict: Bool, savesBeforeReading: Bool = false,
      showsLoadingAfter: Duration? = nil, waitsForBadgesBeforeReading: Bool = true
    ) {
      self.echoesCommands = echoesCommands
      self.prompt = prompt
      self.isStrict = isStrict
      self.savesBeforeReading = savesBeforeReading
      self.showsLoadingAfter = showsLoadingAfter
      self.waitsForBadgesBeforeReading = waitsForBadgesBeforeReading
    }
  }

  /// The process status for a normal end: end of input or `quit`.
  package static let success: Int32 = 0
  /// The process status when `--strict` stopped at a refused line.
  package static let failedCommand: Int32 = 1
  /// The process status when input could not be read (`EX_IOERR`).
  package static let readFailure: Int32 = 74
  /// What a terminal shows below a screen whose action is still running.
  package static let stopHint = "(Ctrl-C to stop)"
  /// What a terminal shows while other work takes longer than ``Options/showsLoadingAfter``.
  package static let loadingLine = "Loading… \(stopHint)"

  private let session: ConsoleSession
  private let options: Options

  /// A loop driving `session`.
  package init(session: ConsoleSession, options: Options) {
    self.session = session
    self.options = options
  }

  /// Shows the first screen, then answers line after line until input runs dry, a line quits,
  /// input can't be read, a signal ends the wait for work, or (under `--strict`) a line is
  /// refused, and saves where the user ended up. Each screen is drawn once the work its line
  /// started has settled. Returns the process exit status.
  ///
  /// - Parameters:
  ///   - readLine: The next line, nil at the end of input; throws when input can't be read.
  ///     Awaited, so it may wait for a person without blocking the main actor.
  ///   - write: Writes one line of the transcript (standard output).
  ///   - writeError: Writes one `error:` or `warning:` line (standard error); nil to write
  ///     them with `write`, in order, as `2>&1` shows them.
  ///   - prompt: Shows the prompt before a line is read.
  package func run(
    readLine: @MainActor () async throws(InputReadError) -> InputLine?, write: (String) -> Void,
    writeError errorSink: ((String) -> Void)? = nil, prompt: (String) -> Void = { _ in }
  ) async -> Int32 {
    func writeError(_ text: String) {
      if let errorSink { errorSink(text) } else { write(text) }
    }
    func saveLocation() async {
      show(await session.saveLocation(), lineNumber: nil, write: write, writeError: writeError)
    }
    let status = await answerLines(readLine: readLine, write: write, writeError: writeError, prompt: prompt) {
      await saveLocation()
    }
    await saveLocation()
    return status
  }

  /// ``run(readLine:write:writeError:prompt:)`` up to the last save: calls `saveLocation`
  /// before each wait for a person when ``Options/savesBeforeReading``, then starts a refresh
  /// of the tab badges (``ConsoleSession/refreshBadges()``), since the console comes back to
  /// the person there, as an iOS app's scene becomes active; and returns the status.
  private func answerLines(
    readLine: @MainActor () async throws(InputReadError) -> InputLine?, write: (String) -> Void,
    writeError: (String) -> Void, prompt: (String) -> Void, saveLocation: () async -> Void
  ) async -> Int32 {
    var lineNumber = 0
    let opening = await session.beginOpening()
    guard let stop = await waitForWork(after: opening, write: write) else { return Self.success }
    show(await session.finish(adding(stop, to: opening)), lineNumber: nil, write: write, writeError: writeError)
    while true {
      if options.savesBeforeReading { await saveLocation() }
      session.refreshBadges()
      if options.waitsForBadgesBeforeReading { await session.settled() }
      if let text = options.prompt { prompt(text) }
      let next: InputLine?
      do {
        next = try await readLine()
      } catch {
        writeError("error: \(error)")
        return Self.readFailure
      }
      guard let line = next else {
        if let note = session.inputEnded() { write(note) }
        return Self.success
      }
      lineNumber += 1
      let begun = await session.begin(line)
      options.remember(line, begun)
      if options.echoesCommands { write("\n> \(begun.echo)") }
      guard let stop = await waitForWork(after: begun, write: write) else { return Self.success }
      let reply = await session.finish(adding(stop, to: begun))
      show(reply, lineNumber: lineNumber, write: write, writeError: writeError)
      if reply.quits { return Self.success }
      if options.isStrict, !reply.succeeded {
        writeError("stopped at \(options.scriptName ?? "<stdin>"):\(lineNumber) (--strict)")
        return Self.failedCommand
      }
    }
  }

  /// How the wait for work ended: nil when a signal ends the console; else the note to show
  /// when Ctrl-C stopped the work, `.some(nil)` when it settled.
  private typealias WaitOutcome = ConsoleReply.Message??

  /// What ends one wait for work, first come.
  private enum WaitEvent: Sendable {
    case settled, slow
    case interrupted(Interruption?)
  }

  /// Lets the work `reply`'s line started run, then waits until the tree has settled: at a
  /// terminal, showing its progress once it takes longer than ``Options/showsLoadingAfter``,
  /// and ending early on an interruption. Costs one turn of the main actor after a line that
  /// may have queued work (``ConsoleReply/mayHaveQueuedWork``), nothing more when nothing is
  /// pending. With no interruptions and no delay to race the work against, it waits on the
  /// calling task itself; otherwise each wait is a task group of the racers.
  private func waitForWork(after reply: ConsoleReply, write: (String) -> Void) async -> WaitOutcome {
    let delay = options.showsLoadingAfter
    // Shown at once, a running action's screen is drawn as it stands before its work gets a
    // turn, so a journey shows it however fast that work is.
    let drewRunning = delay == .zero && showRunningFrame(write: write)
    if reply.mayHaveQueuedWork { await Task.yield() }
    guard session.hasPendingWork else { return .some(nil) }
    let session = session
    let interruptions = options.interruptions
    if delay == .zero, !drewRunning { write(Self.loadingLine) }
    guard interruptions != nil || (delay ?? .zero) > .zero else {
      // Nothing to race the work against (a transcript, a test): wait on this task, without
      // starting child tasks whose every step would cross threads.
      await session.settled()
      return .some(nil)
    }
    return await withTaskGroup(of: WaitEvent.self) { group in
      group.addTask { await Self.settled(session) }
      if let interruptions {
        group.addTask { await Self.next(interruptions) }
      }
      if let delay, delay > .zero {
        group.addTask {
          try? await Task.sleep(for: delay)
          return .slow
        }
      }
      defer { group.cancelAll() }
      while let event = await group.next() {
        switch event {
        case .settled:
          return .some(nil)
        case .slow:
          if !Task.isCancelled, session.hasPendingWork, !showRunningFrame(write: write) { write(Self.loadingLine) }
        case .interrupted(.stop):
          return .some(session.stopLoading())
        case .interrupted(.end):
          return nil
        case .interrupted(nil):
          continue
        }
      }
      return .some(nil)
    }
  }

  /// Draws the screen the line's action is running on, with the line the core shows in its
  /// place ("Saving…") and how to stop it; false when no such action runs there.
  private func showRunningFrame(write: (String) -> Void) -> Bool {
    guard let frame = session.runningFrame() else { return false }
    write(frame)
    write(Self.stopHint)
    return true
  }

  private static func settled(_ session: ConsoleSession) async -> WaitEvent {
    await session.settled()
    return .settled
  }

  private static func next(_ interruptions: @MainActor () async -> Interruption?) async -> WaitEvent {
    .interrupted(await interruptions())
  }

  /// `reply` with the note of the Ctrl-C that stopped its work, if one did.
  private func adding(_ stop: ConsoleReply.Message?, to reply: ConsoleReply) -> ConsoleReply {
    guard let stop else { return reply }
    return ConsoleReply(
      echo: reply.echo, messages: reply.messages + [stop], answer: reply.answer, succeeded: reply.succeeded,
      quits: reply.quits, drawsScreenWhenSettled: reply.drawsScreenWhenSettled,
      mayHaveQueuedWork: reply.mayHaveQueuedWork)
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
