import Dispatch
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// SIGINT, SIGTERM, SIGHUP and SIGPIPE turned into an orderly end, so the data is closed
/// (SQLite checkpoints its log into the database file) on those ways out too.
///
/// A signal handler may do only what C calls async-signal-safe, and closing a database is not
/// that. So the handler only records the signal and wakes the reader, through a pipe of its
/// own that ``waitForInput(on:)`` watches beside the input: the read stops as if input had
/// ended (a command already running finishes first), the loop ends, the terminal's mode is put
/// back as the read unwinds, `main` closes the data and then calls
/// ``endProcessIfReceived()``, which ends the process the way the signal would have, so
/// whoever started it still sees it killed by that signal. Only `kill -9` ends the console
/// without closing the data, and SQLite recovers its log on the next start.
///
/// While the loop waits for work a line started, ``nextInterruption()`` reports a signal without
/// blocking the main actor. At a terminal (``letCtrlCStopWork()``) Ctrl-C never ends the
/// console: while a line is read, the line editor takes it as a key (raw mode); from the moment
/// a line is taken it is kept for the wait, as ``Interruption/stop``, so a Ctrl-C that comes
/// with or just after the Enter that starts slow work stops that work, as one during it does,
/// and one from before the line was taken stops nothing. (A SIGINT sent while a line is edited,
/// which no key sends then, ends the console as elsewhere.) Everywhere else SIGINT ends the
/// console like the others.
package enum TerminationSignals {
  /// The signals that end the console in order.
  static let handled = [SIGINT, SIGTERM, SIGHUP, SIGPIPE]
  /// The signal received, 0 for none: written by the handler, read by the main thread.
  fileprivate static let receivedNumber = Atomic<Int32>(0)
  /// The pipe the handler writes a byte into to wake ``waitForInput(on:)``; set once, before the
  /// handlers are installed.
  nonisolated(unsafe) fileprivate static var wakeUp: (read: Int32, write: Int32) = (-1, -1)
  /// The pipe the handler writes a byte into for a SIGINT that stops work; set once, with
  /// ``wakeUp``.
  nonisolated(unsafe) fileprivate static var interrupts: (read: Int32, write: Int32) = (-1, -1)
  /// Whether Ctrl-C stops work at all: set once, at a terminal.
  private static let ctrlCCanStopWork = Atomic<Bool>(false)
  /// Whether a SIGINT now stops work instead of ending the console: at a terminal, except
  /// while the line editor reads.
  fileprivate static let ctrlCStopsWork = Atomic<Bool>(false)

  /// Handles the signals from now on. Call it once, on the main thread, before anything is
  /// opened.
  package static func install() {
    guard let wakeUpEnds = makePipe(), let interruptEnds = makePipe() else { return }
    wakeUp = wakeUpEnds
    interrupts = interruptEnds
    var signals = sigset_t()
    sigemptyset(&signals)
    for signalNumber in handled {
      signal(signalNumber, recordSignal)
      sigaddset(&signals, signalNumber)
    }
    // A parent may have started the console with these blocked (a blocked mask is inherited).
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
  }

  /// A pipe whose ends never block and don't outlive an exec; nil when none could be made.
  private static func makePipe() -> (read: Int32, write: Int32)? {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    for end in ends {
      // The handler must never wait on a full pipe; neither end outlives an exec.
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    return (ends[0], ends[1])
  }

  /// From now on SIGINT stops work instead of ending the console: call it once, at a terminal.
  package static func letCtrlCStopWork() {
    ctrlCCanStopWork.store(true, ordering: .relaxed)
    ctrlCStopsWork.store(true, ordering: .relaxed)
  }

  /// The line editor has the terminal, in raw mode: a SIGINT now is no key's, so it ends the
  /// console. Any thread.
  static func lineEditorReads() {
    ctrlCStopsWork.store(false, ordering: .relaxed)
  }

  /// The line editor has taken a line: from now on Ctrl-C stops its work, and one from before
  /// stops nothing. Any thread.
  static func lineTaken() {
    forgetCtrlC()
    ctrlCStopsWork.store(ctrlCCanStopWork.load(ordering: .relaxed), ordering: .relaxed)
  }

  /// Forgets the Ctrl-Cs received so far. Any thread.
  static func forgetCtrlC() {
    guard interrupts.read >= 0 else { return }
    var bytes = [UInt8](repeating: 0, count: 64)
    while read(interrupts.read, &bytes, bytes.count) > 0 {}
  }

  /// Stops the work the line just taken starts, as a SIGINT then would: for a Ctrl-C the line
  /// editor read as a key with the line's Enter. Any thread; nothing when Ctrl-C ends the
  /// console instead.
  static func stopWork() {
    guard ctrlCStopsWork.load(ordering: .relaxed), interrupts.write >= 0 else { return }
    var byte: UInt8 = 1
    _ = write(interrupts.write, &byte, 1)
  }

  /// The signal received, nil while none has been.
  package static var received: Int32? {
    let number = receivedNumber.load(ordering: .relaxed)
    return number == 0 ? nil : number
  }

  /// Waits until `descriptor` has something to read (or its end, or an error, for `read` to
  /// report) or a handled signal arrives. False when a signal has arrived: read no more.
  static func waitForInput(on descriptor: Int32) -> Bool {
    var watched = [
      pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
      pollfd(fd: wakeUp.read, events: Int16(POLLIN), revents: 0),  // ignored while -1
    ]
    while received == nil {
      if poll(&watched, nfds_t(watched.count), -1) >= 0 || errno != EINTR { return received == nil }
    }
    return false
  }

  /// Waits, suspended, until a handled signal arrives (``Interruption/end``) or, at a terminal,
  /// a SIGINT (``Interruption/stop``, also one that came since the line was taken); nil when
  /// the calling task is cancelled first (the work settled). For the loop's wait for work:
  /// ``ConsoleRunner/Options/interruptions``. Before ``install()`` only cancellation ends the
  /// wait.
  @MainActor
  package static func nextInterruption() async -> Interruption? {
    if received != nil { return .end }
    let wait = InterruptionWait()
    let watchesInterrupts = ctrlCStopsWork.load(ordering: .relaxed)
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        wait.start(continuation, watchingInterrupts: watchesInterrupts)
      }
    } onCancel: {
      Task { @MainActor in wait.finish(nil) }
    }
  }

  /// Ends the process as the received signal would have, when one was received: call it once
  /// the data is closed. Returns when none was.
  package static func endProcessIfReceived() {
    guard let signalNumber = received else { return }
    signal(signalNumber, SIG_DFL)
    // `main` awaits the loop, so this may run on a thread of the main queue that blocks every
    // signal (libdispatch serves the main queue so): unblock it here, or the raised signal would
    // stay pending and the process exit 0.
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, signalNumber)
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    raise(signalNumber)
  }
}

/// One wait of ``TerminationSignals/nextInterruption()``: the pipes watched on the
/// main queue, which the main actor serves while it is suspended, and the continuation to
/// resume once.
@MainActor
private final class InterruptionWait {
  private var continuation: CheckedContinuation<Interruption?, Never>?
  private var sources: [any DispatchSourceRead] = []

  func start(_ continuation: CheckedContinuation<Interruption?, Never>, watchingInterrupts: Bool) {
    guard !Task.isCancelled else { return continuation.resume(returning: nil) }
    self.continuation = continuation
    guard TerminationSignals.wakeUp.read >= 0 else { return }
    watch(TerminationSignals.wakeUp.read, reporting: .end)
    if watchingInterrupts { watch(TerminationSignals.interrupts.read, reporting: .stop) }
  }

  private func watch(_ descriptor: Int32, reporting interruption: Interruption) {
    let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
    source.setEventHandler { [weak self] in
      MainActor.assumeIsolated { self?.finish(interruption) }
    }
    source.activate()
    sources.append(source)
  }

  /// Resumes the wait with `interruption`, once; stops watching.
  func finish(_ interruption: Interruption?) {
    for source in sources { source.cancel() }
    sources.removeAll()
    if interruption == .stop { TerminationSignals.forgetCtrlC() }
    continuation?.resume(returning: interruption)
    continuation = nil
  }
}

/// The handler: records the signal and wakes the reader, nothing else; or, for a SIGINT that
/// stops work, wakes the loop's wait for work.
private func recordSignal(_ signalNumber: Int32) {
  let savedErrno = errno
  var byte: UInt8 = 1
  if signalNumber == SIGINT, TerminationSignals.ctrlCStopsWork.load(ordering: .relaxed) {
    _ = write(TerminationSignals.interrupts.write, &byte, 1)
  } else {
    TerminationSignals.receivedNumber.store(signalNumber, ordering: .relaxed)
    _ = write(TerminationSignals.wakeUp.write, &byte, 1)
  }
  errno = savedErrno
}
