#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Input that could not be read (an I/O error on the terminal or the script), which is not the
/// end of input: the console reports it and ends with ``ConsoleRunner/readFailure``.
package struct InputReadError: Error, Equatable, CustomStringConvertible {
  /// The system's reason, e.g. "Input/output error".
  package let reason: String

  /// The error for the system's reason.
  package init(reason: String) {
    self.reason = reason
  }

  /// The error for an `errno` value.
  init(code: Int32) {
    self.init(reason: String(cString: strerror(code)))
  }

  /// The sentence the console prints after `error: `.
  package var description: String { "can't read the input: \(reason)" }
}
