/// Why a preview's fake refused a request (a wrong password, a name taken): the sentence the
/// user reads, as a live dependency's error would say it.
public struct PreviewRefusal: Error, CustomStringConvertible {
  /// The sentence the user reads.
  public let description: String

  /// A refusal saying `description`.
  public init(description: String) {
    self.description = description
  }
}
