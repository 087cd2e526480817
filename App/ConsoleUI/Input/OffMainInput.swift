/// The console's input as the loop awaits it: every blocking read done on a ``ReaderThread``,
/// so the main actor is never blocked while input is awaited.
@MainActor
package enum OffMainInput {
  /// Lines from `reader` (piped input or a script), read on the reader thread when the loop
  /// asks for one; the reader belongs to that thread from now on.
  ///
  /// Each trip to the thread brings back the line asked for and the lines after it that are
  /// already read (in the reader's buffer), so a long piped script costs one thread hop per
  /// 64 KiB, not per line: nothing more is read from the input than before, only handed over
  /// sooner. Once a handled signal arrived (``TerminationSignals``), the lines handed over and
  /// not yet run are dropped, as the line being read is.
  package static func lines(from reader: sending LineReader) -> @MainActor () async throws(InputReadError) -> InputLine?
  {
    let thread = ReaderThread<Void, Result<[InputLine], InputReadError>>(name: "console input") { _ in
      Result { () throws(InputReadError) in try reader.nextLines(atMost: 4096) }
    }
    let handedOver = HandedOver()
    return { () async throws(InputReadError) in
      guard TerminationSignals.received == nil else { return nil }
      if handedOver.isEmpty { handedOver.refill(with: try await thread.next(()).get()) }
      return handedOver.take()
    }
  }

  /// Lines brought back from the reader thread, not run yet.
  private final class HandedOver {
    private var lines: [InputLine] = []
    private var next = 0

    var isEmpty: Bool { next == lines.count }

    func refill(with lines: [InputLine]) {
      self.lines = lines
      next = 0
    }

    /// The next line, nil when none is left (the end of input, after an empty refill).
    func take() -> InputLine? {
      guard next < lines.count else { return nil }
      defer { next += 1 }
      return lines[next]
    }
  }
}

/// A person at a terminal, read with a ``PromptReader`` on a ``ReaderThread``: lines with
/// editing, history and completion, and passwords with echo off.
///
/// The prompt is drawn by the reader thread when the loop asks for a line, that is after the
/// previous screen was drawn. Tab completion and Ctrl-L need the app's state, which lives on
/// the main actor: `completions` and `screen` are run there with
/// ``ReaderThread/onMainActor(_:)`` while the loop is suspended waiting for the line, so they
/// never block it and never interleave with a main-actor job.
package final class TerminalInput: Sendable {
  private enum Request: Sendable {
    case line(prompt: String)
    case secret(prompt: String)
  }

  private enum Response: Sendable {
    case line(Result<String?, InputReadError>)
    case secret(String?)
  }

  private let thread: ReaderThread<Request, Response>

  /// Input read with a prompt keeping `history`; `completions` and `screen` run on the main
  /// actor, `width` on the reader thread.
  package init(
    history: History,
    completions: @escaping @MainActor @Sendable (String) -> [String],
    screen: @escaping @MainActor @Sendable () -> String,
    width: @escaping @Sendable () -> Int?
  ) {
    let reader = PromptReader(history: history)
    reader.completions = { text in ReaderThread<Request, Response>.onMainActor { completions(text) } }
    reader.screen = { ReaderThread<Request, Response>.onMainActor { screen() } }
    reader.width = width
    thread = ReaderThread(name: "console input") { request in
      switch request {
      case .line(let prompt): .line(Result { () throws(InputReadError) in try reader.readLine(prompt: prompt) })
      case .secret(let prompt): .secret(reader.readSecret(prompt: prompt))
      }
    }
  }

  /// The next line typed after `prompt` (see ``PromptReader/readLine(prompt:)``).
  package func readLine(prompt: String) async throws(InputReadError) -> String? {
    guard case .line(let result) = await thread.next(.line(prompt: prompt)) else { return nil }
    return try result.get()
  }

  /// A secret typed after `prompt`, nothing shown (see ``PromptReader/readSecret(prompt:)``).
  package func readSecret(prompt: String) async -> String? {
    guard case .secret(let secret) = await thread.next(.secret(prompt: prompt)) else { return nil }
    return secret
  }
}
