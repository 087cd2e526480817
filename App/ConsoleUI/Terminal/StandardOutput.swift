#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard output and standard error as the console writes them, as psql does: the transcript
/// on standard output, `error:` and `warning:` lines on standard error.
///
/// Standard output is written a line at a time on a terminal or with `--unbuffered`, and
/// otherwise gathered into large writes, which a long piped transcript needs. What it holds is
/// written out before every line that goes to standard error, so the two interleave in order
/// when they share a pipe (`2>&1`): write both streams through one instance.
package final class StandardOutput {
  /// Whether every line is written out at once; else lines gather until 64 KiB, an error line
  /// or ``flush()``.
  package var isLineBuffered: Bool
  private var pending: [UInt8] = []

  /// A writer that flushes after every line when `lineBuffered`.
  package init(lineBuffered: Bool) {
    isLineBuffered = lineBuffered
  }

  deinit {
    flush()
  }

  /// Writes `text` and a line break to standard output.
  package func line(_ text: String) {
    append(text + "\n")
  }

  /// Writes `text` as it is (a prompt) to standard output, at once.
  package func prompt(_ text: String) {
    append(text)
    flush()
  }

  /// Writes `text` and a line break to standard error, after what standard output holds.
  package func errorLine(_ text: String) {
    flush()
    Self.writeAll(Array((text + "\n").utf8), to: STDERR_FILENO)
  }

  /// Writes out what standard output holds.
  package func flush() {
    guard !pending.isEmpty else { return }
    Self.writeAll(pending, to: STDOUT_FILENO)
    pending.removeAll(keepingCapacity: true)
  }

  private func append(_ text: String) {
    pending += text.utf8
    if isLineBuffered || pending.count >= 64 * 1024 { flush() }
  }

  /// Writes every byte, going on after short writes and interruptions.
  static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
    bytes.withUnsafeBytes { buffer in
      guard let start = buffer.baseAddress else { return }
      var offset = 0
      while offset < buffer.count {
        let written = write(descriptor, start + offset, buffer.count - offset)
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { return }
        offset += written
      }
    }
  }
}
