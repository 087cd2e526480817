import AppFeature

extension AppMap {
  /// A Graphviz digraph (render it with `dot -Tsvg`): a box per screen labelled with its title,
  /// feature, link and guards; an edge per transition labelled with its action and kind, a
  /// root swap bold and a way back dashed.
  var dot: String {
    let boxes = screens.map { screen in
      "  \(Self.dotText(screen.id)) [label=\(Self.dotText(screen.labelLines.joined(separator: "\n")))];"
    }
    let styles: [MapTransition.Stroke: String] = [.plain: "solid", .heavy: "bold", .light: "dashed"]
    let edges = transitions.map { transition in
      "  \(Self.dotText(transition.from)) -> \(Self.dotText(transition.to))"
        + " [label=\(Self.dotText(transition.label)), style=\(styles[transition.stroke] ?? "solid")];"
    }
    return (["digraph AppMap {", "  rankdir=LR;", "  node [shape=box];"] + boxes + edges + ["}"])
      .joined(separator: "\n") + "\n"
  }

  /// `text` as a quoted DOT string.
  private static func dotText(_ text: String) -> String {
    "\"" + text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"").replacing("\n", with: "\\n") + "\""
  }
}
