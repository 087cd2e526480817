import AppFeature

extension AppMap {
  /// A Mermaid flowchart: a node per screen labelled with its title, feature, link and guards;
  /// an edge per transition labelled with its action and kind, a root swap drawn thick and a
  /// way back dotted.
  var mermaid: String {
    let nodes = screens.map { screen in
      "  \(Self.mermaidNode(screen.id))[\"\(screen.labelLines.map(Self.mermaidText).joined(separator: "<br/>"))\"]"
    }
    let arrows: [MapTransition.Stroke: String] = [.plain: "-->", .heavy: "==>", .light: "-.->"]
    let edges = transitions.map { transition in
      let arrow = "\(arrows[transition.stroke] ?? "-->")|\"\(Self.mermaidText(transition.label))\"|"
      return "  \(Self.mermaidNode(transition.from)) \(arrow) \(Self.mermaidNode(transition.to))"
    }
    return (["flowchart LR"] + nodes + edges).joined(separator: "\n") + "\n"
  }

  /// A screen's id as a Mermaid node id: letters and digits, the rest `_`.
  private static func mermaidNode(_ id: String) -> String {
    String(id.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
  }

  /// Text safe inside a quoted Mermaid label: its quotes and angle brackets as entities.
  private static func mermaidText(_ text: String) -> String {
    text.replacing("\"", with: "#quot;").replacing("<", with: "#lt;").replacing(">", with: "#gt;")
  }
}
