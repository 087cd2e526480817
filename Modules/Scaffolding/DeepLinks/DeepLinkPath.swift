/// The part of a deep link a coordinator reads: `item/3/item/1` of `app://home/item/3/item/1`,
/// once the app has taken the `home` section off.
public struct DeepLinkPath: Hashable, Sendable, ExpressibleByArrayLiteral, CustomStringConvertible {
  /// The segments, outermost first; never empty strings when parsed from a link.
  public var segments: [String]

  /// A path of the given segments.
  public init(_ segments: [String]) {
    self.segments = segments
  }

  /// A path written as a literal: `["item", "3"]`.
  public init(arrayLiteral segments: String...) {
    self.segments = segments
  }

  /// A path of `key/value` pairs, one per value: `item/3/item/1`. The inverse of
  /// ``values(of:)``.
  public init(repeating key: String, values: [some CustomStringConvertible]) {
    segments = values.flatMap { [key, $0.description] }
  }

  /// Whether the path names nothing below the coordinator: its root.
  public var isEmpty: Bool { segments.isEmpty }

  /// The segments joined by `/`, as they appear in the link.
  public var description: String { segments.joined(separator: "/") }

  /// The values of a path made only of `key/value` pairs, like `item/3/item/1`, in order.
  /// Throws, naming the segment at fault, when the path has any other shape.
  public func values(of key: String) throws(DeepLinkError) -> [String] {
    guard segments.count.isMultiple(of: 2) else {
      throw DeepLinkError("the link ends without a value after \(Self.quoted(segments.last ?? key))")
    }
    var values: [String] = []
    for index in stride(from: 0, to: segments.count, by: 2) {
      guard segments[index] == key else {
        throw DeepLinkError("expected '\(key)', found \(Self.quoted(segments[index]))")
      }
      values.append(segments[index + 1])
    }
    return values
  }

  /// The path before the first `key` segment, and the rest from it on (empty when there is no
  /// such segment): `item/3/author/ada/user/bob` split before `author` is `item/3` and
  /// `author/ada/user/bob`. How a flow reads its own part of a link up to a route that hands
  /// the rest to the flow it hosts (``LinkedDestinations/continuesIntoChild``).
  public func split(before key: String) -> (head: DeepLinkPath, tail: DeepLinkPath) {
    guard let index = segments.firstIndex(of: key) else { return (self, []) }
    return (DeepLinkPath(Array(segments[..<index])), DeepLinkPath(Array(segments[index...])))
  }
}
