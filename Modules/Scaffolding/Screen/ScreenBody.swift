/// What a screen shows: a title, lines of content and the actions it offers.
///
/// Deliberately plain so any front end (a console, a test, a future SwiftUI layer) can draw it.
public struct ScreenBody {
  /// The navigation-bar title; front ends also use it in breadcrumbs.
  public var title: String
  /// The content, one line each, in reading order.
  public var lines: [String]
  /// What the user can do here, in the order a front end lists them.
  public var actions: [ScreenAction]
  /// One-off messages about what just happened, which the front end takes and shows once
  /// when it draws this screen (see ``Notice``).
  public var notices: [Notice]

  /// A screen's content as a front end draws it.
  public init(title: String, lines: [String] = [], actions: [ScreenAction] = [], notices: [Notice] = []) {
    (self.title, self.lines, self.actions, self.notices) = (title, lines, actions, notices)
  }

  /// The action a front end runs for a typed name, if the screen offers it.
  public func action(named name: String) -> ScreenAction? {
    actions.first { $0.name == name }
  }
}
