extension ModNameCoordinator {
  /// One of the choices the first step offers. The user picks it by its `id`, never by its
  /// position, so a choice means the same whatever the list's order.
  public struct Choice: Identifiable, Equatable, Sendable {
    /// What the user types to pick it.
    public var id: Int
    /// What the steps show.
    public var title: String

    /// A choice called `title`.
    public init(id: Int, title: String) {
      self.id = id
      self.title = title
    }
  }
}
