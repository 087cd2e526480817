/// What "back" does from the visible screen: the question a back button or an Escape key asks.
@_spi(Inspection)
public enum BackAction: Equatable, Sendable, CustomStringConvertible {
  /// Pops the pushed destination (a screen, or a pushed flow with everything in it).
  case pop(AnyDestinationMeta)
  /// Closes the modal (a sheet or cover, or a presented flow with everything in it).
  case dismiss(AnyDestinationMeta)
  /// Nothing to go back to: the user is at a root or on a tab's first screen.
  case none

  /// The form logs and failure messages print.
  public var description: String {
    switch self {
    case .pop(let meta): "pop \(meta)"
    case .dismiss(let meta): "close \(meta)"
    case .none: "nothing to go back to"
    }
  }
}

extension Coordinatable {
  /// What ``goBack()`` would do now.
  @_spi(Inspection)
  public var backAction: BackAction {
    backTarget().action
  }

  /// Goes back one step from the visible screen: pops it, closes its modal, or, on a flow's
  /// first screen, pops or closes that flow. Returns what it did.
  @discardableResult
  @_spi(Inspection)
  public func goBack() -> BackAction {
    let (action, node) = backTarget()
    if let node { node.container?.dismissStacked(from: node, .back) }
    return action
  }

  private func backTarget() -> (action: BackAction, node: DestinationNode?) {
    guard let container = navigationContainer, var node = VisibleScreenSearch.visibleNode(below: container) else {
      return (.none, nil)
    }
    while true {
      switch node.placement {
      case .push: return (.pop(AnyDestinationMeta(node.meta)), node)
      case .sheet, .fullScreenCover: return (.dismiss(AnyDestinationMeta(node.meta)), node)
      case .tab: return (.none, nil)
      case .root:
        guard let host = node.container?.host, host.container != nil else { return (.none, nil) }
        node = host
      }
    }
  }
}
