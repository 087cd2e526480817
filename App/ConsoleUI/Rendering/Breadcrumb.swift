import AppFeature
import Scaffolding

/// Where the user is, as one line of the screens' titles: `Home › Item 3  (push)`.
///
/// Each step of the visible path above the screen contributes the title the user saw there: a
/// tab its label, a child coordinator the title of its first screen when the screen shown is
/// further on (`Sign in › Create account`). The screen's title follows, a step that repeats the
/// next left out (the Home tab's first screen is `Home`, not `Home › Home`), and the way it was
/// reached (root, push, sheet, full-screen cover) closes the line.
@MainActor
enum Breadcrumb {
  /// The line for `visible`, whose screen is titled `title`.
  static func line(for visible: VisibleScreen, title: String) -> String {
    var steps: [String] = []
    let path = visible.path
    for (index, destination) in path.enumerated().dropLast() {
      if let label = destination.tabLabel {
        steps.append(label.title)
      } else if let coordinator = destination.coordinator, let first = coordinator.firstDestination,
        first != path[index + 1], let shown = first.title(owner: coordinator)
      {
        // A coordinator whose first screen is the next step is named by that step.
        steps.append(shown)
      }
    }
    steps.append(title)
    let named = steps.enumerated().filter { $0.offset == steps.count - 1 || $0.element != steps[$0.offset + 1] }
    return named.map(\.element).joined(separator: " › ") + "  (\(reached(visible.destination.presentationType)))"
  }

  /// How a screen was reached, in words.
  static func reached(_ type: DestinationType) -> String {
    switch type {
    case .root: "root"
    case .push: "push"
    case .sheet: "sheet"
    case .fullScreenCover: "full-screen cover"
    }
  }
}
