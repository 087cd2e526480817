#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Starts a program on a fresh pseudo-terminal, as a person starting it in a terminal would,
/// and times how long it takes to print a prompt.
///
/// A pty, not pipes: on a pipe the console rightly runs in transcript mode, with no prompt and
/// fully buffered output that only appears at exit. Only POSIX calls (`posix_openpt`,
/// `posix_spawn`, `poll`), so it runs on Linux and macOS alike.
enum TerminalLaunch {
  /// A failure to start or to hear from the program.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Nanoseconds from just before `posix_spawn` until the output ends with `prompt`; then
  /// sends `quit` and waits for the program to exit.
  static func timeToPrompt(
    executable: String, arguments: [String], prompt: String = "> ", timeoutMilliseconds: Int32 = 10_000
  ) throws(Failure) -> Double {
    let master = openPseudoTerminal(O_RDWR | O_NOCTTY)
    guard master >= 0, grantPseudoTerminal(master) == 0, unlockPseudoTerminal(master) == 0,
      let name = pseudoTerminalName(master)
    else {
      throw Failure(description: "no pseudo-terminal available")
    }
    defer { close(master) }
    let slave = open(name, O_RDWR | O_NOCTTY)
    guard slave >= 0 else { throw Failure(description: "can't open the pseudo-terminal's slave side") }

    let clock = ContinuousClock()
    let start = clock.now
    let spawned = spawn(executable, arguments, standardStreams: slave)
    close(slave)
    guard case .success(let pid) = spawned else {
      if case .failure(let failure) = spawned { throw failure }
      throw Failure(description: "posix_spawn failed")
    }

    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    let wanted = Array(prompt.utf8)
    var elapsed: Duration?
    while elapsed == nil {
      var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      guard poll(&descriptor, 1, timeoutMilliseconds) > 0 else { break }
      let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      output += buffer[..<count]
      if output.count >= wanted.count, Array(output.suffix(wanted.count)) == wanted {
        elapsed = start.duration(to: clock.now)
      }
    }
    let quit = Array("quit\n".utf8)
    _ = quit.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    var status: Int32 = 0
    _ = waitpid(pid, &status, 0)
    guard let elapsed else {
      throw Failure(description: "no prompt within \(timeoutMilliseconds) ms; got \(output.count) bytes")
    }
    return elapsed.nanoseconds
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
