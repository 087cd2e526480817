import AppFeature
import Scaffolding

/// Where the user is, as one line: `Main Tab › Home › Item 3  (push)`.
///
/// Each step of the visible path above the screen contributes its name: a tab its label, a
/// child coordinator its type without the `Coordinator` suffix. The screen's title follows,
/// and the way it was reached (root, push, sheet, full-screen cover) closes the line.
@MainActor
enum Breadcrumb {
  /// The line for `visible`, whose screen is titled `title`.
  static func line(for visible: VisibleScreen, title: String) -> String {
    var steps: [String] = []
    for destination in visible.path.dropLast() {
      if let label = destination.tabLabel {
        steps.append(label.title)
      } else if let coordinator = destination.coordinator {
        steps.append(OpenModal.words(String(describing: type(of: coordinator))))
      }
    }
    steps.append(title)
    return steps.joined(separator: " › ") + "  (\(reached(visible.destination.presentationType)))"
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
