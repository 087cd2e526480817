/// Names a coordinator inside an event or diagnostic without keeping it alive.
public struct CoordinatorReference: Hashable, Sendable, CustomStringConvertible {
  /// Tells two coordinators of the same type apart while both are alive.
  public let id: ObjectIdentifier
  /// The coordinator's type, as logs and recorders print it.
  public let typeName: String

  /// Refers to a live coordinator.
  @MainActor
  public init(_ coordinator: any Coordinatable) {
    self.id = ObjectIdentifier(coordinator)
    self.typeName = String(describing: type(of: coordinator))
  }

  /// Whether this refers to the given coordinator.
  @MainActor
  public func refers(to coordinator: any Coordinatable) -> Bool {
    id == ObjectIdentifier(coordinator)
  }

  /// The form logs and failure messages print.
  public var description: String { typeName }
}
