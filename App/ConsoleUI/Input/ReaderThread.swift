import Dispatch
import Foundation
import Synchronization

/// Blocking reads done on a thread of their own, one each time the loop asks, so the main
/// actor never waits for a person to type or a pipe to fill: while a read waits, main-actor
/// work (a screen's load, an `await present(_:as:returning:)`) runs.
///
/// The reader (a ``LineReader``, a ``PromptReader``) is handed over when the thread is made
/// and from then on is touched by that thread alone: it lives in a `Mutex` only the thread
/// locks, which is how the compiler knows it is never shared (no `@unchecked Sendable`). A read
/// starts only when ``next(_:)`` is called, so at a terminal the prompt appears after the
/// screen before it was drawn, and nothing is read ahead of the loop.
///
/// What a read needs from the main actor (Tab completion reads the tree) it gets with
/// ``onMainActor(_:)``, which waits for the main actor without blocking it: the main actor is
/// then suspended in ``next(_:)``, free to run the request.
package final class ReaderThread<Request: Sendable, Response: Sendable>: Sendable {
  private typealias Pending = (request: Request, continuation: CheckedContinuation<Response, Never>)

  /// The reader, touched by the thread alone.
  private let reader: Mutex<(Request) -> Response>
  /// The read asked for and not yet started; nil while none is.
  private let inbox = Mutex<Pending?>(nil)
  /// Signalled once per read asked for.
  private let asked = DispatchSemaphore(value: 0)

  /// A thread that answers each request with `read`, which may block and owns what it
  /// captures from now on.
  package init(name: String, _ read: sending @escaping (Request) -> Response) {
    reader = Mutex(read)
    let thread = Thread { [self] in serve() }
    thread.name = name
    thread.start()
  }

  /// Asks the thread to read and waits, suspended, for what it read. One request at a time.
  package func next(_ request: Request) async -> Response {
    await withCheckedContinuation { continuation in
      inbox.withLock { pending in
        precondition(pending == nil, "ReaderThread: one request at a time")
        pending = (request, continuation)
      }
      asked.signal()
    }
  }

  /// The thread's loop: one read per request, forever (the console's process ends with it).
  private func serve() {
    while true {
      asked.wait()
      guard let pending = inbox.withLock({ $0.take() }) else { continue }
      let response = reader.withLock { read in read(pending.request) }
      pending.continuation.resume(returning: response)
    }
  }

  /// Runs `body` on the main actor and returns what it returned, blocking the calling thread
  /// (never the main actor) until it has run: for a read on the reader thread that needs
  /// main-actor state, such as Tab's candidates. It queues `body` on the main queue, which
  /// the main actor serves between its jobs, so `body` never interleaves with one. Called on
  /// the main thread itself, it just runs `body`.
  ///
  /// Safe because the main actor never blocks waiting for the reader thread: it awaits
  /// ``next(_:)``, suspended, so the main queue keeps being served.
  package static func onMainActor<T: Sendable>(_ body: @escaping @MainActor @Sendable () -> T) -> T {
    if Thread.isMainThread { return MainActor.assumeIsolated { body() } }
    return DispatchQueue.main.sync { MainActor.assumeIsolated { body() } }
  }
}
