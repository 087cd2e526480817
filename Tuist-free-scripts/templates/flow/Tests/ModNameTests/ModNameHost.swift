import ModName
import Scaffolding
import SharedModels

/// A presenter for ModName's tests, as a feature presents it: a root screen, and the flow in a
/// sheet through `present(_:as:returning:onResult:)`, every result it hears in ``results``.
@MainActor
final class ModNameHost: FlowCoordinatable {
  enum Destinations: Destinationable, DestinationMeta {
    case start, modName
    typealias Meta = Self
    var meta: Self { self }

    func value(for coordinator: ModNameHost) -> Destination {
      switch self {
      case .start: .screen(meta, HostScreen())
      case .modName: .coordinator(meta, owner: coordinator) { ModNameCoordinator(dependencies: $0.dependencies) }
      }
    }
  }

  let stack = FlowStack<ModNameHost>(root: .start)
  let dependencies: ModNameCoordinator.Dependencies
  /// Every result the flow handed back, in order: a confirmation, or nil when it closed another way.
  private(set) var results: [ModNameConfirmation?] = []

  /// A host that has presented the flow on `dependencies`; its first step is not shown yet.
  init(dependencies: ModNameCoordinator.Dependencies) {
    self.dependencies = dependencies
    present(.modName, returning: ModNameConfirmation.self) { [weak self] in self?.results.append($0) }
  }
}

/// The host's root screen.
private struct HostScreen: Screen {
  func body(in context: ScreenContext) -> ScreenBody {
    ScreenBody(title: "Host")
  }
}
