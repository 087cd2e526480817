/// The question a coordinator asks before it is left (``Coordinatable/leaveQuestion``), shown as
/// a full-screen cover over it: `discard` makes the exit that was held back, `keep` (or `back`)
/// stays.
struct LeaveQuestionScreen: Screen {
  /// Its route name, as events, snapshots and the app map print it: "leaveQuestion".
  struct Meta: DestinationMeta, CustomStringConvertible {
    var description: String { "leaveQuestion" }
  }

  let question: String
  /// The exit held back, which `discard` makes in ``tree`` without asking again.
  let exit: @MainActor () -> Void
  weak var tree: NavigationTree?

  /// Covers what `container` shows with `question`.
  static func show(
    _ question: String, over container: NavigationContainer, in tree: NavigationTree,
    exit: @escaping @MainActor () -> Void
  ) {
    let node = DestinationNode(
      meta: Meta(), tabLabel: nil, content: .screen(LeaveQuestionScreen(question: question, exit: exit, tree: tree)))
    node.placement = .fullScreenCover
    node.container = container
    container.append(Destination(node: node))
    container.publish(.present(.fullScreenCover), meta: node.meta)
  }

  func body(in context: ScreenContext) -> ScreenBody {
    // Weakly: a drawn body keeps nothing alive.
    let close = { @MainActor [weak node = context.destination.node] in
      if let node { node.container?.dismissStacked(from: node) }
    }
    return ScreenBody(
      title: question,
      actions: [
        ScreenAction("discard", summary: "Leave, losing what you changed") { [exit, weak tree] _ in
          close()
          tree?.with(\.isAnswered, true, exit)
        },
        ScreenAction("keep", summary: "Stay, keeping what you changed") { _ in close() },
      ])
  }
}

extension DestinationNode {
  /// Whether this is a leave question.
  var isLeaveQuestion: Bool { placement == .fullScreenCover && meta is LeaveQuestionScreen.Meta }
}

extension Destination {
  /// Whether this is a leave question (`discard`, `keep`): what a test walk tells from the
  /// screens a feature shows.
  @_spi(Inspection)
  public var asksBeforeLeaving: Bool { node.isLeaveQuestion }
}
