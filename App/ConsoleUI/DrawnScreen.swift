import Scaffolding

/// The screen the console drew last, while the tree has not changed since.
///
/// An action line runs one of the actions the user was just shown. Looking it up in the body
/// drawn last, instead of resolving and rendering the visible screen again, halves the work
/// of such a line (the screen is resolved and rendered once, for the redraw after it).
/// Any navigation event forgets it at once, so neither a stale screen nor a dismissed
/// coordinator outlives a change; the session also forgets it after a refused line, which may
/// have changed something before failing.
@MainActor
final class DrawnScreen {
  /// What was drawn: the visible screen and the body rendered from it.
  struct Drawing {
    let visible: VisibleScreen
    let body: ScreenBody
  }

  /// The last drawing, nil once anything has changed since.
  private(set) var drawing: Drawing?
  private var observation: NavigationObservation?

  /// Remembers drawings of `root`'s tree until it next changes.
  init(observing root: any Coordinatable) {
    observation = root.observeNavigation { [weak self] _ in self?.drawing = nil }
  }

  /// Keeps `body`, just drawn from `visible`.
  func remember(_ visible: VisibleScreen, _ body: ScreenBody) {
    drawing = Drawing(visible: visible, body: body)
  }

  /// Drops the drawing: it may no longer be what the tree shows.
  func forget() {
    drawing = nil
  }
}
