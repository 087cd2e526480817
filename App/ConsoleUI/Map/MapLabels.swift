import AppFeature

extension MapScreen {
  /// What a drawing of the map writes in a screen's box, a line each: its title; its feature
  /// and link; its guards, if any.
  var labelLines: [String] {
    let guardLine = guards.isEmpty ? [] : ["guards: " + guards.joined(separator: ", ")]
    return [title, ([feature] + (link.map { [$0] } ?? [])).joined(separator: " · ")] + guardLine
  }
}

extension MapTransition {
  /// What a drawing of the map writes on a transition's arrow: the action, and its kind unless
  /// the action says it already (`view (push)`, `back`, `tab home`).
  var label: String {
    action == kind.rawValue || action.hasPrefix(kind.rawValue + " ") ? action : "\(action) (\(kind.rawValue))"
  }

  /// How a drawing strokes the arrow: a root swap heavy, a way back light, the rest plain.
  var stroke: Stroke {
    switch kind {
    case .root: .heavy
    case .back: .light
    case .push, .sheet, .cover, .tab, .stay: .plain
    }
  }

  /// The strokes of ``stroke``.
  enum Stroke {
    case plain, heavy, light
  }
}
