/// The question a ``LeaveGuard`` asks, shown as a full-screen cover over the coordinator it
/// guards: `discard` makes the exit that was held back, `keep` (or `back`) stays.
@MainActor
enum LeaveQuestion {
  /// How many coordinators with a ``LeaveGuard`` are alive: while none is, an exit asks
  /// nothing and builds nothing to ask with.
  @exclusivity(unchecked) static var guardedCoordinators = 0

  /// Set while an exit whose guards were answered is made: they are not asked again.
  @exclusivity(unchecked) private static var replaying = false

  /// Makes `exit` without asking its leave guards again.
  static func answered(_ exit: () -> Void) {
    let before = replaying
    replaying = true
    defer { replaying = before }
    exit()
  }

  /// Whether the exit under way was answered already.
  static var isAnswered: Bool { replaying }

  /// The question's route name, as events, snapshots and the app map print it.
  struct Meta: DestinationMeta, CustomStringConvertible {
    /// "leaveQuestion".
    var description: String { "leaveQuestion" }
  }

  /// Covers what `container` shows with `question`; `discard` runs `exit`.
  static func show(_ question: String, in container: NavigationContainer, exit: @escaping @MainActor () -> Void) {
    let answer = Answer()
    let screen = LeaveQuestionScreen(question: question, answer: answer)
    let node = DestinationNode(meta: Meta(), tabLabel: nil, content: .screen(screen))
    node.placement = .fullScreenCover
    node.container = container
    answer.close = { [weak node] in
      guard let node, let container = node.container else { return }
      container.dismissStacked(from: node)
    }
    answer.exit = exit
    container.append(Destination(node: node))
    container.publish(.present(.fullScreenCover), meta: node.meta)
  }

  /// What the two answers do; the screen holds it, so a drawn body keeps nothing else alive.
  @MainActor
  final class Answer {
    var close: (@MainActor () -> Void)?
    var exit: (@MainActor () -> Void)?

    func discard() {
      close?()
      if let exit { LeaveQuestion.answered(exit) }
    }

    func keep() {
      close?()
    }
  }
}

extension DestinationNode {
  /// Whether this is a leave guard's question.
  var isLeaveQuestion: Bool { placement == .fullScreenCover && meta is LeaveQuestion.Meta }
}

extension Destination {
  /// Whether this is a leave guard's question (`discard`, `keep`): what a test walk tells from
  /// the screens a feature shows.
  @_spi(Inspection)
  public var asksBeforeLeaving: Bool { node.isLeaveQuestion }
}

/// The screen of a ``LeaveQuestion``: the question, `discard` and `keep`.
struct LeaveQuestionScreen: Screen {
  let question: String
  let answer: LeaveQuestion.Answer

  func body(in context: ScreenContext) -> ScreenBody {
    ScreenBody(
      title: question,
      actions: [
        ScreenAction("discard", summary: "Leave, losing what you changed") { [answer] _ in answer.discard() },
        ScreenAction("keep", summary: "Stay, keeping what you changed") { [answer] _ in answer.keep() },
      ])
  }
}

extension NavigationContainer {
  /// Whether an exit named `kind` that removes or hides `nodes`, with what they host, may go on
  /// now: each coordinator below with a ``LeaveGuard`` is asked; the first that asks the user
  /// holds the exit back, shows its question, and `exit` makes it on `discard`.
  func mayLeave(_ nodes: [DestinationNode], _ kind: NavigationExit, exit: @escaping @MainActor () -> Void) -> Bool {
    guard !LeaveQuestion.isAnswered else { return true }
    var guarded: [NavigationContainer] = []
    for node in nodes { node.hostedContainer?.collectLeaveGuards(into: &guarded) }
    guard !guarded.isEmpty else { return true }
    let named = NavigationExit.named(kind)
    for container in guarded {
      guard let decision = container.owner?.leaveGuard?.decide(named) else { continue }
      guard named.canAsk, case .ask(let question) = decision else { continue }
      LeaveQuestion.show(question, in: container, exit: exit)
      return false
    }
    return true
  }

  /// This container and those below it whose coordinator has a ``LeaveGuard``, innermost last.
  private func collectLeaveGuards(into guarded: inout [NavigationContainer]) {
    if owner?.leaveGuard != nil { guarded.append(self) }
    for destination in stacked { destination.node.hostedContainer?.collectLeaveGuards(into: &guarded) }
    for destination in tabDestinations { destination.node.hostedContainer?.collectLeaveGuards(into: &guarded) }
    rootDestination?.node.hostedContainer?.collectLeaveGuards(into: &guarded)
  }
}
