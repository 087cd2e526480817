/// Why a link can't be followed (not an app link, an unknown page, an item that doesn't exist),
/// worded for the user. Following a link that fails changes nothing.
public struct DeepLinkError: Error, Equatable, CustomStringConvertible {
  /// The sentence a front end prints.
  public let message: String

  /// The sentence a front end prints.
  public var description: String { message }
}
