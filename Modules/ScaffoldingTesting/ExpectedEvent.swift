@_spi(Inspection) import Scaffolding

/// One navigation event as a test expects it, for ``NavigationRecorder/expectNext(_:sourceLocation:)``.
///
/// Names what happened and the destination involved; diagnostics match on their code alone, so
/// a test does not depend on the wording of a message. Add ``in(_:)`` to also require which
/// coordinator's container changed.
public struct ExpectedEvent: CustomStringConvertible, Sendable {
  enum What: Equatable, Sendable {
    case push
    case present(ModalPresentationType)
    case pop, dismiss, setRoot, selectTab, tabsChanged
    case diagnostic(NavigationDiagnostic.Code)
  }

  let what: What
  let meta: AnyDestinationMeta?
  let coordinatorType: String?

  /// A destination was pushed.
  public static func push(_ meta: some DestinationMeta) -> Self { Self(.push, meta) }
  /// A destination was presented as `style` (a sheet when not given).
  public static func present(_ meta: some DestinationMeta, as style: ModalPresentationType = .sheet) -> Self {
    Self(.present(style), meta)
  }
  /// A pushed destination left its flow.
  public static func pop(_ meta: some DestinationMeta) -> Self { Self(.pop, meta) }
  /// A modal left its container.
  public static func dismiss(_ meta: some DestinationMeta) -> Self { Self(.dismiss, meta) }
  /// A root was replaced; `meta` names the new root.
  public static func setRoot(_ meta: some DestinationMeta) -> Self { Self(.setRoot, meta) }
  /// A tab was selected.
  public static func selectTab(_ meta: some DestinationMeta) -> Self { Self(.selectTab, meta) }
  /// A tab was added, inserted or removed.
  public static func tabsChanged(_ meta: some DestinationMeta) -> Self { Self(.tabsChanged, meta) }
  /// A request was refused or adjusted with this code.
  @_spi(Inspection)
  public static func diagnostic(_ code: NavigationDiagnostic.Code) -> Self {
    Self(what: .diagnostic(code), meta: nil, coordinatorType: nil)
  }

  /// The same expectation, also requiring that the event came from a coordinator of `type`.
  public func `in`(_ type: any Coordinatable.Type) -> Self {
    Self(what: what, meta: meta, coordinatorType: String(describing: type))
  }

  private init(_ what: What, _ meta: some DestinationMeta) {
    self.init(what: what, meta: AnyDestinationMeta(meta), coordinatorType: nil)
  }

  private init(what: What, meta: AnyDestinationMeta?, coordinatorType: String?) {
    self.what = what
    self.meta = meta
    self.coordinatorType = coordinatorType
  }

  /// Whether `event` is what this expects.
  @_spi(Inspection)
  public func matches(_ event: NavigationEvent) -> Bool {
    if let coordinatorType, event.coordinator?.typeName != coordinatorType { return false }
    switch (what, event.kind) {
    case (.diagnostic(let code), .diagnostic(let diagnostic)): return code == diagnostic.code
    case (.diagnostic, _), (_, .diagnostic): return false
    default: return Self.what(of: event.kind) == what && event.meta == meta
    }
  }

  private static func what(of kind: NavigationEvent.Kind) -> What? {
    switch kind {
    case .push: .push
    case .present(let style): .present(style)
    case .pop: .pop
    case .dismiss: .dismiss
    case .setRoot: .setRoot
    case .selectTab: .selectTab
    case .tabsChanged: .tabsChanged
    case .diagnostic(let diagnostic): .diagnostic(diagnostic.code)
    }
  }

  /// The form failure messages print, close to ``NavigationEvent/description``.
  public var description: String {
    let owner = coordinatorType.map { "\($0): " } ?? ""
    let name = meta?.description ?? "?"
    switch what {
    case .push: return "\(owner)push \(name)"
    case .present(let style): return "\(owner)present \(name) as \(style)"
    case .pop: return "\(owner)pop \(name)"
    case .dismiss: return "\(owner)dismiss \(name)"
    case .setRoot: return "\(owner)set root \(name)"
    case .selectTab: return "\(owner)select tab \(name)"
    case .tabsChanged: return "\(owner)tabs changed at \(name)"
    case .diagnostic(let code): return "\(owner)diagnostic \(code)"
    }
  }
}
