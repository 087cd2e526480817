/// What the ModName flow hands back to its presenter once its submit has answered: the app's
/// number for what was confirmed, as an order's number, and what it was.
///
/// It lives with the shared models, not in ModName, because the features that present the flow
/// never import it: each names this type in `present(_:as:returning:onResult:)`.
public struct ModNameConfirmation: Equatable, Sendable {
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
