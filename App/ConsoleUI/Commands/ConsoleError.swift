/// A command the console refused, worded for the person typing.
struct ConsoleError: Error, Equatable, CustomStringConvertible {
  let message: String
  /// Whether the line had more arguments than its command takes: the extra words may be a
  /// password typed in the wrong place, so the line's arguments are not echoed.
  let hasTooManyArguments: Bool

  init(_ message: String, tooManyArguments: Bool = false) {
    self.message = message
    self.hasTooManyArguments = tooManyArguments
  }

  var description: String { message }
}
