import Scaffolding

/// Draws the visible screen as text: where the user is, the tab bar, any notice, the content,
/// then what can be typed here with its arguments.
///
/// This is where to start reading how a screen is drawn. Without colour the output is plain
/// ASCII apart from the breadcrumb's `›`, so piped output reads as a transcript and compares
/// byte for byte in tests. Everything a screen supplies may come from stored data, so each
/// piece is drawn through ``ControlCharacters/escaped(_:)`` before any colour is added.
@MainActor
struct ScreenRenderer {
  /// Whether to decorate with colour.
  let style: ConsoleStyle
  /// The terminal's width in characters; nil draws lines as long as they are (transcripts).
  var width: Int? = nil

  /// `body`, the visible screen's current content, drawn with the path and tabs around it,
  /// `notices` (the messages taken from its ``Notice``s) above the content and the global
  /// commands that work here below it; `root` is the coordinator the path starts below, `host`
  /// what the app can do there.
  func render(
    _ body: ScreenBody, notices: [String], of visible: VisibleScreen, root: any Coordinatable, host: any ConsoleHost
  ) -> String {
    let safe = ControlCharacters.escaped
    var lines: [String] = []
    lines.append(style.dim(fittedAtStart(safe(Breadcrumb.line(for: visible, title: body.title)))))
    if let tabs = VisibleTabs(root: root, visible: visible), let bar = tabs.barLine {
      lines.append(shortened(safe(bar)))
    }
    lines.append(style.title(shortened("== \(safe(body.title)) ==")))
    lines += notices.flatMap { fitted(safe($0)) }
    if !notices.isEmpty, !body.lines.isEmpty { lines.append("") }
    lines += body.lines.flatMap { fitted(safe($0)) }
    lines.append("")
    if !body.actions.isEmpty {
      lines.append("Actions:")
      lines += TwoColumnTable.lines(body.actions.map { (safe($0.usage), safe($0.summary)) }).map(shortened)
    }
    let also = AvailableCommands.names(root: root, host: host, visible: visible).joined(separator: ", ")
    lines += fitted("Also: \(also)").map(style.dim)
    return lines.joined(separator: "\n")
  }

  private func fitted(_ line: String) -> [String] {
    guard let width else { return [line] }
    return LineFitting.fitted(line, width: width)
  }

  private func shortened(_ line: String) -> String {
    guard let width else { return line }
    return LineFitting.shortened(line, width: width)
  }

  private func fittedAtStart(_ line: String) -> String {
    guard let width else { return line }
    return LineFitting.shortenedAtStart(line, width: width)
  }
}
