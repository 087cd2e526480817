#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads lines of raw bytes from a C stream with POSIX `getline`, so invalid UTF-8 and
/// oversized lines reach the console as such instead of being repaired or truncated silently
/// (as `readLine()` would).
public final class LineReader {
  private let stream: UnsafeMutablePointer<FILE>
  private let ownsStream: Bool
  private var buffer: UnsafeMutablePointer<CChar>?
  private var capacity = 0

  /// Reads standard input (through a stream of its own on descriptor 0, since C's global
  /// `stdin` is shared mutable state to Swift's concurrency checking); nil if it can't be read.
  public static func standardInput() -> LineReader? {
    guard let stream = fdopen(STDIN_FILENO, "r") else { return nil }
    return LineReader(stream: stream, ownsStream: false)
  }

  /// Reads the file at `path`; nil when it can't be opened.
  public static func file(atPath path: String) -> LineReader? {
    guard let stream = fopen(path, "r") else { return nil }
    return LineReader(stream: stream, ownsStream: true)
  }

  private init(stream: UnsafeMutablePointer<FILE>, ownsStream: Bool) {
    self.stream = stream
    self.ownsStream = ownsStream
  }

  deinit {
    free(buffer)
    if ownsStream { fclose(stream) }
  }

  /// The next line without its `\n` (or `\r\n`), or nil at the end of input.
  public func next() -> InputLine? {
    let length = getline(&buffer, &capacity, stream)
    guard length >= 0, let buffer else { return nil }
    var bytes = UnsafeRawBufferPointer(start: buffer, count: length)
    if bytes.last == UInt8(ascii: "\n") { bytes = UnsafeRawBufferPointer(rebasing: bytes.dropLast()) }
    if bytes.last == UInt8(ascii: "\r") { bytes = UnsafeRawBufferPointer(rebasing: bytes.dropLast()) }
    return InputLine(bytes: bytes)
  }
}
