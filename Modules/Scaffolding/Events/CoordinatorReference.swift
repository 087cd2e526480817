/// Names a coordinator inside an event or diagnostic without keeping it alive.
@_spi(Inspection)
public struct CoordinatorReference: Hashable, Sendable, CustomStringConvertible {
  /// Tells two coordinators of the same type apart while both are alive.
  public let id: ObjectIdentifier
  /// The coordinator's type, as logs and recorders print it; made on demand (PERFORMANCE.md,
  /// "Events").
  public var typeName: String { String(describing: type) }

  /// The coordinator's dynamic type; metatypes are immutable, so this is safe to send.
  private let type: any Any.Type

  /// Refers to a live coordinator.
  @MainActor
  public init(_ coordinator: any Coordinatable) {
    self.id = ObjectIdentifier(coordinator)
    self.type = Swift.type(of: coordinator)
  }

  /// The same coordinator: identity and type (the type guards against a reused address).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.id == rhs.id && ObjectIdentifier(lhs.type) == ObjectIdentifier(rhs.type)
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(ObjectIdentifier(type))
  }

  /// Whether this refers to the given coordinator.
  @MainActor
  public func refers(to coordinator: any Coordinatable) -> Bool {
    id == ObjectIdentifier(coordinator)
  }

  /// The form logs and failure messages print.
  public var description: String { typeName }
}
