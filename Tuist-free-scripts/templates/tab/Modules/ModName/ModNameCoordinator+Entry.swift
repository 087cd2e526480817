extension ModNameCoordinator {
  /// One entry of the list. Links and routes name it by its `id`, never by its position, so a
  /// saved link opens the same entry after the list has changed.
  public struct Entry: Identifiable, Equatable, Sendable {
    /// Stable for the entry's life; what its link, `entry/<id>`, carries.
    public var id: Int
    /// What the list and the entry's page show.
    public var title: String

    /// An entry called `title`.
    public init(id: Int, title: String) {
      self.id = id
      self.title = title
    }
  }
}
