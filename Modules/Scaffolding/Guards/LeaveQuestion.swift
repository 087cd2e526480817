/// The question a coordinator asks before it is left (``Coordinatable/leaveQuestion``), shown as
/// a full-screen cover over it: `discard` makes the exit that was held back, `keep` (or `back`)
/// stays.
struct LeaveQuestionScreen: Screen {
  /// Its route name, as events, snapshots and the app map print it: "leaveQuestion".
  enum Meta: DestinationMeta { case leaveQuestion }

  let question: String
  /// The exit held back, which `discard` makes without asking again.
  let exit: @MainActor () -> Void

  func body(in context: ScreenContext) -> ScreenBody {
    // Weakly: a drawn body keeps nothing alive.
    let close = { @MainActor [weak node = context.destination.node] in
      if let node { node.container?.dismissStacked(from: node) }
    }
    let discard = ScreenAction("discard", summary: "Leave, losing what you changed") { [exit] _ in
      close()
      exit()
    }
    let keep = ScreenAction("keep", summary: "Stay, keeping what you changed") { _ in close() }
    return ScreenBody(title: question, actions: [discard, keep])
  }
}
