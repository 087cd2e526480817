import Scaffolding

/// Draws the visible screen as text: where the user is, the tab bar, the content, then what
/// can be typed here with its arguments.
///
/// Without colour it is plain ASCII apart from the breadcrumb's `›`, so piped output reads as a
/// transcript and compares byte for byte in tests.
///
/// The console draws a whole screen after every command, which made drawing most of its time
/// per line. So the parts that rarely change are kept (``Breadcrumb``, ``TabBarLine``), a
/// screen drawn lately is reused whole (see ``DrawingParts``), and a new drawing is written
/// into one string reserved at the size of the last, with no arrays of lines, `joined` or
/// interpolation.
@MainActor
final class ScreenRenderer {
  private let style: ConsoleStyle
  private let breadcrumb = Breadcrumb()
  private let tabBar = TabBarLine()
  /// More than the distinct screens of a long tour of the app, few enough that looking
  /// through all of them costs less than one drawing.
  private var recent = RecentlyUsed<DrawingParts, String>(capacity: 32)
  /// The length of the last new drawing: the next one is reserved a little larger, in one
  /// allocation.
  private var lastLength = 512

  /// A renderer drawing in `style`.
  init(style: ConsoleStyle) {
    self.style = style
  }

  /// `body`, the visible screen's current content, drawn with the path and tabs around it;
  /// `root` is the coordinator the path starts below.
  func render(_ body: ScreenBody, of visible: VisibleScreen, root: any Coordinatable) -> String {
    let parts = DrawingParts(
      steps: breadcrumb.steps(above: visible), reached: visible.destination.presentationType,
      tabBar: tabBar.text(root: root, visible: visible),
      title: body.title, lines: body.lines, actions: body.actions)
    if let text = recent.value(for: parts) { return text }
    let text = draw(parts)
    recent.keep(text, for: parts)
    return text
  }

  private func draw(_ parts: DrawingParts) -> String {
    var output = ""
    output.reserveCapacity(lastLength + 128)
    style.begin(.dim, in: &output)
    Breadcrumb.appendLine(steps: parts.steps, title: parts.title, reached: parts.reached, to: &output)
    style.end(in: &output)
    if let bar = parts.tabBar {
      output.append("\n")
      output.append(bar)
    }
    output.append("\n")
    style.begin(.title, in: &output)
    output.append("== ")
    output.append(parts.title)
    output.append(" ==")
    style.end(in: &output)
    for line in parts.lines {
      output.append("\n")
      output.append(line)
    }
    output.append("\n")
    if !parts.actions.isEmpty {
      output.append("\nActions:")
      TwoColumnTable.append(parts.actions.map { ($0.usage, $0.summary) }, to: &output)
    }
    output.append("\n")
    style.begin(.dim, in: &output)
    output.append("Also: ")
    output.append(GlobalCommand.footer)
    style.end(in: &output)
    lastLength = output.utf8.count
    return output
  }
}
