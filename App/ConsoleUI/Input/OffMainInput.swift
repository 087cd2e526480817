/// The console's input as the loop awaits it: every blocking read done on a ``ReaderThread``,
/// so the main actor is never blocked while input is awaited.
public enum OffMainInput {
  /// Lines from `reader` (piped input or a script), each read on the reader thread when the
  /// loop asks for it; the reader belongs to that thread from now on.
  public static func lines(from reader: sending LineReader) -> @MainActor () async throws(InputReadError) -> InputLine?
  {
    let thread = ReaderThread<Void, Result<InputLine?, InputReadError>>(name: "console input") { _ in
      Result { () throws(InputReadError) in try reader.next() }
    }
    return { () async throws(InputReadError) in try await thread.next(()).get() }
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
public final class TerminalInput: Sendable {
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
  public init(
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
  public func readLine(prompt: String) async throws(InputReadError) -> String? {
    guard case .line(let result) = await thread.next(.line(prompt: prompt)) else { return nil }
    return try result.get()
  }

  /// A secret typed after `prompt`, nothing shown (see ``PromptReader/readSecret(prompt:)``).
  public func readSecret(prompt: String) async -> String? {
    guard case .secret(let secret) = await thread.next(.secret(prompt: prompt)) else { return nil }
    return secret
  }
}
