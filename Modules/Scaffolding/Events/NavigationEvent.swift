/// One change to the navigation tree, as observers receive it.
///
/// Every push, presentation, pop, dismissal, root swap, tab selection and tab-list change is
/// published, one event per destination involved, after the tree has changed and before any
/// `onDismiss` callback runs. Diagnostics travel the same way, so a test can record both.
///
/// A removal is reported once, for the outermost destination that left (the popped flow, the
/// closed sheet, the removed tab); the destinations inside its coordinator leave with it
/// without events of their own, though each still gets its `onDismiss`.
@_spi(Inspection)
public struct NavigationEvent: Equatable, Sendable, CustomStringConvertible {
  /// What happened.
  public enum Kind: Equatable, Sendable {
    /// A destination was pushed onto a flow.
    case push
    /// A destination was presented modally.
    case present(ModalPresentationType)
    /// A pushed destination left its flow.
    case pop
    /// A modal left its container (closed by the user, `pop()` or `dismissCoordinator()`).
    case dismiss
    /// A flow's or root coordinator's root was replaced; the event names the new root.
    case setRoot
    /// A tab was selected, explicitly or because the tab list changed under the selection
    /// (the selected tab was removed, the tabs were replaced, or the first tab was added).
    case selectTab
    /// A tab was added, inserted or removed; the event names that tab.
    case tabsChanged
    /// A request was refused or adjusted; see `NavigationDiagnostic`.
    case diagnostic(NavigationDiagnostic)
  }

  /// What happened.
  public let kind: Kind
  /// The coordinator whose container changed (nil if it was already released).
  public let coordinator: CoordinatorReference?
  /// The destination involved, if any.
  public let meta: AnyDestinationMeta?

  /// An event as observers receive it; public so tests can write expected events.
  public init(kind: Kind, coordinator: CoordinatorReference?, meta: AnyDestinationMeta?) {
    self.kind = kind
    self.coordinator = coordinator
    self.meta = meta
  }

  /// The form logs and failure messages print.
  public var description: String {
    let owner = coordinator?.typeName ?? "?"
    switch kind {
    case .push: return "\(owner): push \(meta?.description ?? "?")"
    case .present(let style): return "\(owner): present \(meta?.description ?? "?") as \(style)"
    case .pop: return "\(owner): pop \(meta?.description ?? "?")"
    case .dismiss: return "\(owner): dismiss \(meta?.description ?? "?")"
    case .setRoot: return "\(owner): set root \(meta?.description ?? "?")"
    case .selectTab: return "\(owner): select tab \(meta?.description ?? "?")"
    case .tabsChanged: return "\(owner): tabs changed at \(meta?.description ?? "?")"
    case .diagnostic(let diagnostic): return "\(owner): \(diagnostic.code): \(diagnostic.message)"
    }
  }
}
