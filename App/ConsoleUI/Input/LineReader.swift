#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads lines of raw bytes from a file descriptor, so invalid UTF-8 and oversized lines reach
/// the console as such instead of being repaired or truncated silently (as `readLine()` would).
///
/// Memory stays bounded whatever the input: a line longer than ``InputLine/maximumBytes`` is
/// counted to its end but only its first bytes are kept, so an endless line costs no more than
/// a long one. A read that fails is thrown, never taken for the end of input. A handled signal
/// (see ``TerminationSignals``) ends the input: the line being read is dropped, not run.
package final class LineReader {
  private let descriptor: Int32
  private let ownsDescriptor: Bool
  private var buffer = [UInt8](repeating: 0, count: 64 * 1024)
  /// The bytes of `buffer` not handed out yet.
  private var pending = 0..<0

  /// Reads standard input; nil if it can't be read.
  package static func standardInput() -> LineReader? {
    fcntl(STDIN_FILENO, F_GETFD) == -1 ? nil : LineReader(descriptor: STDIN_FILENO, ownsDescriptor: false)
  }

  /// Reads the file at `path`; nil when it can't be opened.
  package static func file(atPath path: String) -> LineReader? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    return descriptor < 0 ? nil : LineReader(descriptor: descriptor, ownsDescriptor: true)
  }

  private init(descriptor: Int32, ownsDescriptor: Bool) {
    self.descriptor = descriptor
    self.ownsDescriptor = ownsDescriptor
  }

  deinit {
    if ownsDescriptor { close(descriptor) }
  }

  /// The next line without its `\n` (or `\r\n`); nil at the end of input or once a handled
  /// signal arrived. A last line without a line break is a line too.
  package func next() throws(InputReadError) -> InputLine? {
    guard TerminationSignals.received == nil else { return nil }
    var kept: [UInt8] = []
    var length = 0
    var last: UInt8?
    while true {
      if pending.isEmpty {
        guard try fill() else { return nil }
        if pending.isEmpty { return length == 0 ? nil : Self.line(kept, length: length, last: last) }
      }
      let end = buffer[pending].firstIndex(of: UInt8(ascii: "\n")) ?? pending.upperBound
      let chunk = buffer[pending.lowerBound..<end]
      // One byte past the limit, in case it is the `\r` of a `\r\n`.
      kept += chunk.prefix(max(0, InputLine.maximumBytes + 1 - kept.count))
      length += chunk.count
      last = chunk.last ?? last
      if end < pending.upperBound {
        pending = (end + 1)..<pending.upperBound
        return Self.line(kept, length: length, last: last)
      }
      pending = 0..<0
    }
  }

  /// The next line (as ``next()`` reads it), then the lines after it already in the buffer,
  /// at most `limit` in all: no read waits for more than the first. Empty at the end of input.
  func nextLines(atMost limit: Int) throws(InputReadError) -> [InputLine] {
    guard let first = try next() else { return [] }
    var lines = [first]
    // A line break in what is buffered means `next()` returns without reading.
    while lines.count < limit, buffer[pending].contains(UInt8(ascii: "\n")), let line = try next() {
      lines.append(line)
    }
    return lines
  }

  /// Reads more bytes into the buffer, none at the end of input. False when a handled signal
  /// arrived.
  private func fill() throws(InputReadError) -> Bool {
    while TerminationSignals.waitForInput(on: descriptor) {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count >= 0 {
        pending = 0..<count
        return true
      }
      guard errno == EINTR || errno == EAGAIN else { throw InputReadError(code: errno) }
    }
    return false
  }

  /// The line of `length` bytes whose first bytes are `kept` and whose last byte is `last`.
  private static func line(_ kept: [UInt8], length: Int, last: UInt8?) -> InputLine {
    guard last == UInt8(ascii: "\r") else {
      return length > InputLine.maximumBytes ? .tooLong(byteCount: length) : InputLine(bytes: kept)
    }
    return length - 1 > InputLine.maximumBytes ? .tooLong(byteCount: length - 1) : InputLine(bytes: kept.dropLast())
  }
}
