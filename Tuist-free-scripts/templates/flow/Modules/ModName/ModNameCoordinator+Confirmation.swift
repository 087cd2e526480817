extension ModNameCoordinator {
  /// What ModName hands back to its presenter once the submit has answered: the app's number
  /// for what was confirmed, as an order's number, and what it was.
  public struct Confirmation: Equatable, Sendable {
    /// The number the submit gave it.
    public var number: Int
    /// The title of the choice confirmed.
    public var title: String

    /// The confirmation numbered `number` of the choice called `title`.
    public init(number: Int, title: String) {
      self.number = number
      self.title = title
    }
  }
}
