import Scaffolding

/// The ModName tab: a list of entries, and an entry's page pushed on it that hands the app a result.
///
/// The module's only public symbol. It reads what it shows through its ``Dependencies``,
/// reports results through ``Outcome`` and never imports another feature. It owns its root's
/// state (the list's ``entries``); its routes make the rest, and its screens render what loaded
/// and never call a dependency.
public final class ModNameCoordinator: FlowCoordinatable {
  /// The flow's navigation state.
  public let stack = FlowStack<ModNameCoordinator>(root: .start)
  let dependencies: Dependencies
  /// Says once, on the list, which entry was just finished.
  let notice = Notice()
  /// The list's entries: the list is the flow's root, so its state is the coordinator's, which
  /// checks the ids the user asks for and suggests links from it.
  let entries = Load<[Entry]>()
  private let onComplete: @MainActor (Outcome) -> Void

  /// The ModName flow, which reads through `dependencies` and hands its results to `onComplete`.
  public init(dependencies: Dependencies, onComplete: @escaping @MainActor (Outcome) -> Void) {
    self.dependencies = dependencies
    self.onComplete = onComplete
  }

  /// The list, loading ``entries`` while it shows, again on each retry.
  func start() -> some Screen {
    ModNameStartScreen().load(into: entries) { [dependencies] in try await dependencies.entries() }
  }

  /// An entry's page loads the entry itself, so one a link opens needs nothing from the list; when
  /// the source can fetch one entry by id, add that dependency and call it here.
  func entry(_ id: Entry.ID) -> some Screen {
    ModNameEntryScreen(entryID: id).load { [dependencies] in try await dependencies.entries().first { $0.id == id } }
  }

  /// Pushes an entry's page, refusing ids the loaded list does not have.
  func showEntry(_ id: Entry.ID) throws {
    guard entries.value?.map(\.id).contains(id) == true else { throw ScreenActionError("there is no entry \(id)") }
    route(to: .entry(id))
  }

  /// Goes back to the list, which says so once, and hands the entry to the app.
  func finish(with entry: Entry) {
    popToRoot()
    notice.post("Done with \(entry.title).")
    onComplete(.finished(entry))
  }
}
