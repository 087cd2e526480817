import Compose
import Scaffolding
import SharedModels

/// A presenter for compose's tests, as Home and Profile present it: a root screen, and the
/// compose flow in a sheet through `present(_:as:returning:onResult:)`, every result it hears
/// recorded in ``results``.
@MainActor
final class ComposeHost: FlowCoordinatable {
  enum Destinations: Destinationable, DestinationMeta {
    case start, compose
    typealias Meta = Self
    var meta: Self { self }

    func value(for coordinator: ComposeHost) -> Destination {
      switch self {
      case .start: .screen(meta, HostScreen())
      case .compose: .coordinator(meta, owner: coordinator) { ComposeCoordinator(dependencies: $0.dependencies) }
      }
    }
  }

  let stack = FlowStack<ComposeHost>(root: .start)
  let dependencies: ComposeCoordinator.Dependencies
  /// Every result compose handed back, in order: an item, or nil when it closed another way.
  private(set) var results: [Item?] = []

  init(dependencies: ComposeCoordinator.Dependencies) {
    self.dependencies = dependencies
  }

  /// Presents compose as a sheet and records its result.
  @discardableResult
  func presentCompose() -> Self {
    present(.compose, returning: Item.self) { [weak self] item in self?.results.append(item) }
  }
}

/// The host's root screen.
private struct HostScreen: Screen {
  func body(in context: ScreenContext) -> ScreenBody {
    ScreenBody(title: "Host")
  }
}

extension ScreenBody {
  /// Whether the screen offers every one of `names`, whatever else it offers: a test asserts
  /// the actions it is about, so a new action breaks none that is not.
  func offers(_ names: String...) -> Bool {
    names.allSatisfy { action(named: $0) != nil }
  }
}

extension ComposeCoordinator.Dependencies {
  /// These dependencies with the draft kept in memory, starting from `draft`: for tests about
  /// something else than the draft, which the flow loads and keeps at every step.
  func keepingDraftInMemory(_ draft: ItemDraft? = nil) -> Self {
    let memory = Self.preview(publish: publish, draft: draft)
    var dependencies = self
    dependencies.loadDraft = memory.loadDraft
    dependencies.saveDraft = memory.saveDraft
    return dependencies
  }
}
