/// Why a deep link can't be followed (an unknown page, an item that doesn't exist), worded for
/// the user. Following a link that fails changes nothing.
public struct DeepLinkError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The sentence a front end prints.
  public let message: String

  /// An error with a user-facing message.
  public init(_ message: String) {
    self.message = message
  }

  /// The sentence a front end prints.
  public var description: String { message }
}
