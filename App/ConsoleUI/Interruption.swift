/// What ends the loop's wait for work a line started, other than the work settling.
package enum Interruption: Equatable, Sendable {
  /// Ctrl-C at a terminal: the loading is stopped (``ConsoleSession/stopLoading()``) and the
  /// console goes on.
  case stop
  /// A signal that ends the console (SIGTERM, SIGHUP, SIGPIPE, or SIGINT when piped): the loop
  /// ends at once, as at the end of input.
  case end
}
