#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program started on a fresh pseudo-terminal of 80 × 24, as a person starting it in a
/// terminal would: the benchmark types into it and reads what it draws.
///
/// A pty, not pipes: on a pipe the console rightly runs in transcript mode, with no prompt and
/// fully buffered output that only appears at exit. Only POSIX calls (`posix_openpt`,
/// `posix_spawn`, `poll`), so it runs on Linux and macOS alike. Every wait has a deadline, and a
/// program that dies is reported, never waited on forever; ``end()`` quits it, or kills it when
/// it doesn't quit.
final class TerminalLaunch {
  /// A failure to start or to hear from the program.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The console's prompt as its line editor draws it at the start of a row.
  static let drawnPrompt = Array("\r\u{1B}[J> ".utf8)

  /// Taken just before `posix_spawn`.
  let launched: ContinuousClock.Instant
  private let pid: pid_t
  private let master: Int32
  private var exitStatus: Int32?
  private var ended = false

  /// Starts `executable` with `arguments`, the pty's slave side as its standard streams.
  init(executable: String, arguments: [String]) throws(Failure) {
    let master = openPseudoTerminal(O_RDWR | O_NOCTTY)
    guard master >= 0 else { throw Failure(description: "no pseudo-terminal available") }
    guard grantPseudoTerminal(master) == 0, unlockPseudoTerminal(master) == 0, let name = pseudoTerminalName(master)
    else {
      close(master)
      throw Failure(description: "can't set up the pseudo-terminal")
    }
    var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    let slave = open(name, O_RDWR | O_NOCTTY)
    guard slave >= 0 else {
      close(master)
      throw Failure(description: "can't open the pseudo-terminal's slave side")
    }
    launched = ContinuousClock.now
    let spawned = Self.spawn(executable, arguments, standardStreams: slave)
    close(slave)
    guard case .success(let pid) = spawned else {
      close(master)
      if case .failure(let failure) = spawned { throw failure }
      throw Failure(description: "posix_spawn failed")
    }
    self.pid = pid
    self.master = master
  }

  deinit { end() }

  /// Nanoseconds from just before `posix_spawn` until the output ends with `prompt`; then
  /// quits the program.
  static func timeToPrompt(
    executable: String, arguments: [String], prompt: String = "> ", timeoutMilliseconds: Int = 10_000
  ) throws(Failure) -> Double {
    let launch = try TerminalLaunch(executable: executable, arguments: arguments)
    defer { launch.end() }
    try launch.waitFor(Array(prompt.utf8), timeoutMilliseconds: timeoutMilliseconds)
    return launch.launched.duration(to: .now).nanoseconds
  }

  /// Types `text` (Enter is `"\r"`, as a terminal sends it).
  func type(_ text: String) throws(Failure) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let count = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { throw Failure(description: "can't write to the pseudo-terminal: \(whyItStopped(errno))") }
      bytes = bytes.dropFirst(count)
    }
  }

  /// Reads until what this call read ends with `suffix`, and returns it; throws when
  /// `timeoutMilliseconds` pass first or the program ends.
  @discardableResult
  func waitFor(_ suffix: [UInt8], timeoutMilliseconds: Int) throws(Failure) -> [UInt8] {
    let deadline = ContinuousClock.now + .milliseconds(timeoutMilliseconds)
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while !(output.count >= suffix.count && output.suffix(suffix.count).elementsEqual(suffix)) {
      let left = ContinuousClock.now.duration(to: deadline)
      var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      let ready = left > .zero ? poll(&descriptor, 1, Int32(max(1, left.nanoseconds / 1e6))) : 0
      if ready < 0, errno == EINTR { continue }
      guard ready > 0 else {
        throw Failure(
          description: "no \(Self.shown(suffix)) within \(timeoutMilliseconds) ms; last read: \(Self.shown(output))")
      }
      let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      // Linux answers EIO, macOS end of file, once the program has closed the terminal.
      guard count > 0 else {
        throw Failure(description: "\(whyItStopped(count < 0 ? errno : 0)); last read: \(Self.shown(output))")
      }
      output += buffer[..<count]
    }
    return output
  }

  /// Quits the program (Ctrl-U, then `quit` and Enter) and waits up to two seconds for it to
  /// exit, reading what it writes meanwhile; then kills it. Closes the terminal. Runs once.
  func end() {
    guard !ended else { return }
    ended = true
    defer { close(master) }
    try? type("\u{15}quit\r")
    let deadline = ContinuousClock.now + .seconds(2)
    var buffer = [UInt8](repeating: 0, count: 4096)
    while !hasExited, ContinuousClock.now < deadline {
      var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      if poll(&descriptor, 1, 10) > 0 {
        _ = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
      }
    }
    guard !hasExited else { return }
    kill(pid, SIGKILL)
    var status: Int32 = 0
    _ = waitpid(pid, &status, 0)
  }

  /// Whether the program has exited (and been reaped); its status is kept.
  private var hasExited: Bool {
    guard exitStatus == nil else { return true }
    var status: Int32 = 0
    guard waitpid(pid, &status, WNOHANG) == pid else { return false }
    exitStatus = status
    return true
  }

  /// Why the terminal stopped answering: the program's exit, or the error.
  private func whyItStopped(_ error: Int32) -> String {
    // It may still be closing: give it a moment to be reaped.
    for _ in 0..<50 where !hasExited { usleep(10_000) }
    guard let status = exitStatus else {
      return error == 0 ? "the terminal closed" : "the terminal failed: \(String(cString: strerror(error)))"
    }
    let signal = status & 0x7F
    return signal == 0
      ? "the program exited with status \((status >> 8) & 0xFF)" : "the program died of signal \(signal)"
  }

  /// The last 160 bytes of `bytes` as an escaped Swift string literal.
  private static func shown(_ bytes: [UInt8]) -> String {
    String(decoding: bytes.suffix(160), as: UTF8.self).debugDescription
  }

  private static func spawn(_ executable: String, _ arguments: [String], standardStreams descriptor: Int32)
    -> Result<pid_t, Failure>
  {
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t?
    #else
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for target in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
      posix_spawn_file_actions_adddup2(&actions, descriptor, target)
    }
    let argv = ([executable] + arguments).map { strdup($0) }
    defer {
      for argument in argv { free(argument) }
    }
    var pid: pid_t = 0
    let result = (argv + [nil]).withUnsafeBufferPointer { pointer -> Int32 in
      guard let arguments = pointer.baseAddress else { return EINVAL }
      return posix_spawn(&pid, executable, &actions, nil, arguments, environ)
    }
    guard result == 0 else {
      return .failure(Failure(description: "posix_spawn \(executable) failed: \(String(cString: strerror(result)))"))
    }
    return .success(pid)
  }
}
