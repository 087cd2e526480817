import Scaffolding

/// Draws the visible screen as text: where the user is, the tab bar, the content, then what
/// can be typed here with its arguments.
///
/// Without colour it is plain ASCII apart from the breadcrumb's `›`, so piped output reads as a
/// transcript and compares byte for byte in tests.
@MainActor
enum ScreenRenderer {
  static func render(_ visible: VisibleScreen, tabs: VisibleTabs?, style: ConsoleStyle) -> String {
    let body = visible.render()
    var lines = [style.dim(Breadcrumb.line(for: visible, title: body.title))]
    if let tabs, tabs.isShown { lines.append(tabs.line) }
    lines.append(style.title("== \(body.title) =="))
    lines.append(contentsOf: body.lines)
    lines.append("")
    if !body.actions.isEmpty {
      lines.append("Actions:")
      lines.append(contentsOf: table(body.actions.map { ($0.usage, $0.summary) }))
    }
    lines.append(style.dim("Also: \(GlobalCommand.footer)"))
    return lines.joined(separator: "\n")
  }

  /// Two aligned columns, indented: usages, then what they do.
  static func table(_ rows: [(String, String)]) -> [String] {
    let width = rows.map(\.0.count).max() ?? 0
    // Padded by hand: Foundation's `padding(toLength:)` bridges through NSString, which made
    // this table a tenth of the console's time per line.
    return rows.map { "  " + $0.0 + String(repeating: " ", count: width - $0.0.count) + "  " + $0.1 }
  }
}
