import Scaffolding

/// The ModName tab: a list of entries and an entry's page pushed on it, ending with a result for
/// the app.
///
/// The module's only public symbol. It reads what it shows through its ``Dependencies``,
/// reports results through ``Outcome`` and never imports another feature. What it loaded
/// lives in the models its routes make; its screens render those and never call a dependency.
public final class ModNameCoordinator: FlowCoordinatable {
  /// The flow's navigation state.
  public let stack = FlowStack<ModNameCoordinator>(root: .start)
  let dependencies: Dependencies
  /// Says once, on the list, which entry was just finished.
  let notice = Notice()
  /// The list, the flow's root: the coordinator keeps it to check the ids the user asks for.
  let listModel = ModNameListModel()
  private let onComplete: @MainActor (Outcome) -> Void

  /// A ModName flow that reads through `dependencies` and hands its results to `onComplete`.
  public init(dependencies: Dependencies, onComplete: @escaping @MainActor (Outcome) -> Void) {
    self.dependencies = dependencies
    self.onComplete = onComplete
  }

  /// The list, loading into the coordinator's own model, again on each retry.
  func start() -> some Screen {
    let model = listModel
    return ModNameStartScreen(model: model).task(id: model.attempt) { [dependencies] task in
      await task.load({ try await dependencies.entries() }) { model.entries = $0 }
    }
  }

  /// An entry's page loads the entry itself, so a page a link opens needs nothing from the list.
  /// It reads the entries and picks one; when the source can fetch one entry by id, add that
  /// dependency and call it here.
  func entry(_ id: Entry.ID) -> some Screen {
    let model = ModNameEntryModel(entryID: id)
    return ModNameEntryScreen(model: model).task(id: model.attempt) { [dependencies] task in
      await task.load({ try await dependencies.entries().first { $0.id == id } }) { model.entry = $0 }
    }
  }

  /// Pushes an entry's page, refusing ids the loaded list does not have.
  func showEntry(_ id: Entry.ID) throws {
    guard listModel.entry(id) != nil else { throw ScreenActionError("there is no entry \(id)") }
    route(to: .entry(id))
  }

  /// Goes back to the list, which says so once, and hands the entry to the app.
  func finish(with entry: Entry) {
    popToRoot()
    notice.post("Done with \(entry.title).")
    onComplete(.finished(entry))
  }
}
