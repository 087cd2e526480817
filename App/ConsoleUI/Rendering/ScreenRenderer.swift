import Scaffolding

/// Draws the visible screen as plain text: title, tab bar, content, then what can be typed.
///
/// Plain ASCII with no terminal codes, so piped output reads as a transcript and compares
/// byte for byte in tests.
enum ScreenRenderer {
  @MainActor
  static func render(_ body: ScreenBody, tabBar: TabBar?) -> String {
    var lines = ["== \(body.title) =="]
    if let tabBar { lines.append(tabBar.line) }
    lines.append(contentsOf: body.lines)
    lines.append("")
    if !body.actions.isEmpty {
      lines.append("Actions:")
      let width = body.actions.map(\.usage.count).max() ?? 0
      for action in body.actions {
        lines.append("  " + action.usage.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + action.summary)
      }
    }
    lines.append("Global: \(GlobalCommand.usage)")
    return lines.joined(separator: "\n")
  }
}
