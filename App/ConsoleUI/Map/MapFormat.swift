import AppFeature

/// How `console --map` prints the app map (``AppFeature/AppMap``): Mermaid, which GitHub draws,
/// Graphviz DOT, or JSON for tools.
package enum MapFormat: String, CaseIterable, Sendable {
  case mermaid, dot, json

  /// `map` written in this format, ending with a newline; the same map gives the same text.
  package func text(of map: AppMap) -> String {
    switch self {
    case .mermaid: map.mermaid
    case .dot: map.dot
    case .json: map.json
    }
  }
}
