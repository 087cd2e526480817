import Scaffolding

/// Draws the visible screen as text: where the user is, the tab bar, the content, then what
/// can be typed here with its arguments.
///
/// This is where to start reading how a screen is drawn. Without colour the output is plain
/// ASCII apart from the breadcrumb's `›`, so piped output reads as a transcript and compares
/// byte for byte in tests. Everything a screen supplies may come from stored data, so each
/// piece is drawn through ``ControlCharacters/escaped(_:)`` before any colour is added.
@MainActor
struct ScreenRenderer {
  /// Whether to decorate with colour.
  let style: ConsoleStyle

  /// `body`, the visible screen's current content, drawn with the path and tabs around it;
  /// `root` is the coordinator the path starts below.
  func render(_ body: ScreenBody, of visible: VisibleScreen, root: any Coordinatable) -> String {
    let safe = ControlCharacters.escaped
    var lines: [String] = []
    lines.append(style.dim(safe(Breadcrumb.line(for: visible, title: body.title))))
    if let tabs = VisibleTabs(root: root, visible: visible), let bar = tabs.barLine {
      lines.append(safe(bar))
    }
    lines.append(style.title("== \(safe(body.title)) =="))
    lines += body.lines.map(safe)
    lines.append("")
    if !body.actions.isEmpty {
      lines.append("Actions:")
      lines += TwoColumnTable.lines(body.actions.map { (safe($0.usage), safe($0.summary)) })
    }
    lines.append(style.dim("Also: \(GlobalCommand.footer)"))
    return lines.joined(separator: "\n")
  }
}
