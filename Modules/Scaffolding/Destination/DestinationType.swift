/// How a destination was routed within the container that holds it.
///
/// Read it from ``Destination/routeType`` to learn how a screen was reached in its own
/// coordinator (a flow's root reads `.root` even when the flow itself sits in a sheet), or
/// from ``Destination/presentationType`` for how it reached the user across the whole tree.
/// Tabs read `.root`: a tab is the root of its own slot, never pushed or presented.
public enum DestinationType: String, Sendable, Hashable, CaseIterable {
  case root, push, sheet, fullScreenCover

  /// Whether this is a sheet or a full-screen cover: what covers the screens below it, tab
  /// bar included.
  public var isModal: Bool { self == .sheet || self == .fullScreenCover }
}

/// How a destination entered a ``FlowStack``: pushed, or presented as one of the modal kinds.
///
/// Kept beside ``DestinationType`` because a flow stores pushes and modals in one array and
/// needs to tell them apart without the `.root` case, which no stored destination can have.
public enum PresentationType: String, Sendable, Hashable, CaseIterable {
  case push, sheet, fullScreenCover

  /// The route type a destination pushed or presented this way reports.
  public var destinationType: DestinationType {
    switch self {
    case .push: .push
    case .sheet: .sheet
    case .fullScreenCover: .fullScreenCover
    }
  }
}

/// The two modal kinds `present(_:as:onDismiss:)` accepts, so a push can never be asked for by
/// mistake where a modal is meant.
public enum ModalPresentationType: String, Sendable, Hashable, CaseIterable {
  case sheet, fullScreenCover

  /// The same kind in the vocabulary of ``PresentationType``.
  public var presentationType: PresentationType {
    switch self {
    case .sheet: .sheet
    case .fullScreenCover: .fullScreenCover
    }
  }
}
