/// Identifies a destination case without its associated values.
///
/// Coordinators declare a `Meta` enum beside their `Destinations` so callers can ask
/// "is a detail screen in the stack?" (`isInStack(.detail)`) or "pop back to the feed"
/// (`popToFirst(.feed)`) without knowing which item the detail shows. It is `Sendable` so
/// metas can travel inside navigation events and snapshots.
public protocol DestinationMeta: Equatable, Sendable {}

extension DestinationMeta {
  /// Whether this meta is `other`: same type, equal value.
  // Metatypes first, no cast from the existential: see PERFORMANCE.md ("Metas").
  func isSame<Other: DestinationMeta>(as other: Other) -> Bool {
    // The same type, checked just above, so the bit cast is a plain copy: `self as? Other`
    // looked up `Optional<Other>`'s metadata on every call (PERFORMANCE.md, "Metas").
    guard Self.self == Other.self else { return false }
    return unsafeBitCast(self, to: Other.self) == other
  }
}

/// A type-erased ``DestinationMeta`` that still compares by value.
///
/// Events and hierarchy snapshots carry metas from many coordinators side by side; this box
/// lets tests compare them with `==` and lets front ends print them.
@_spi(Inspection)
public struct AnyDestinationMeta: Equatable, Sendable, CustomStringConvertible {
  /// The meta as the coordinator declared it; cast it back with `as?` to switch on its cases.
  public let base: any DestinationMeta

  /// Wraps a meta so it can be compared with metas of other types.
  public init(_ base: any DestinationMeta) {
    self.base = base
  }

  /// The case name, as a front end or a snapshot prints it.
  public var description: String { String(describing: base) }

  /// Whether this meta is the given typed meta: the check front ends and tests make most.
  public func matches<Meta: DestinationMeta>(_ meta: Meta) -> Bool {
    base.isSame(as: meta)
  }

  /// Equal when both wrap metas of the same type with equal values.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.base.isSame(as: rhs.base)
  }
}
