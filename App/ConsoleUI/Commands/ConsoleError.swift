/// A command the console refused, worded for the person typing.
struct ConsoleError: Error, Equatable, CustomStringConvertible {
  let message: String

  init(_ message: String) {
    self.message = message
  }

  var description: String { message }
}
