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
public enum TerminationSignals {
  /// The signals that end the console in order.
  static let handled = [SIGINT, SIGTERM, SIGHUP, SIGPIPE]
  /// The signal received, 0 for none: written by the handler, read by the main thread.
  fileprivate static let receivedNumber = Atomic<Int32>(0)
  /// The pipe the handler writes a byte into to wake ``waitForInput(on:)``; set once, before the
  /// handlers are installed.
  nonisolated(unsafe) fileprivate static var wakeUp: (read: Int32, write: Int32) = (-1, -1)

  /// Handles the signals from now on. Call it once, on the main thread, before anything is
  /// opened.
  public static func install() {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return }
    for end in ends {
      // The handler must never wait on a full pipe; neither end outlives an exec.
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    wakeUp = (ends[0], ends[1])
    var signals = sigset_t()
    sigemptyset(&signals)
    for signalNumber in handled {
      signal(signalNumber, recordSignal)
      sigaddset(&signals, signalNumber)
    }
    // A parent may have started the console with these blocked (a blocked mask is inherited).
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
  }

  /// The signal received, nil while none has been.
  public static var received: Int32? {
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

  /// Ends the process as the received signal would have, when one was received: call it once
  /// the data is closed. Returns when none was.
  public static func endProcessIfReceived() {
    guard let signalNumber = received else { return }
    signal(signalNumber, SIG_DFL)
    raise(signalNumber)
  }
}

/// The handler: records the signal and wakes the reader, nothing else.
private func recordSignal(_ signalNumber: Int32) {
  let savedErrno = errno
  TerminationSignals.receivedNumber.store(signalNumber, ordering: .relaxed)
  var byte: UInt8 = 1
  _ = write(TerminationSignals.wakeUp.write, &byte, 1)
  errno = savedErrno
}
