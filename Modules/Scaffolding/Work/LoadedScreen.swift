/// A screen that shows one value it loads: it draws the value, and the core draws the rest
/// (`Loading…` while it loads, the failure's sentence with `retry` when it failed).
///
/// The route function attaches the load, as a SwiftUI view's `.task` would:
///
/// ```swift
/// func detail(_ id: ItemID) -> some Screen {
///   ItemDetailScreen(id: id).load { [dependencies] in try await dependencies.item(id) }
/// }
///
/// struct ItemDetailScreen: LoadedScreen {
///   let id: ItemID
///   var title: String { "Item \(id)" }
///   func body(_ item: Item, in context: ScreenContext) -> ScreenBody { … }
/// }
/// ```
///
/// Each destination made from the route loads on its own. A screen whose load the coordinator
/// (or a model it owns) keeps, so something else can reload it, loads with
/// ``load(into:_:)``: `SettingsListScreen().load(into: preferences) { … }`; another screen
/// shows that same load with ``showing(_:)``.
@MainActor
public protocol LoadedScreen {
  /// What the screen loads.
  associatedtype Value
  /// The title shown while loading and after a failure, too.
  var title: String { get }
  /// What the user sees and can do once `value` has loaded.
  func body(_ value: Value, in context: ScreenContext) -> ScreenBody
  /// What the screen shows in every state, to which the core adds `Loading…`, or the failure
  /// and `retry`: the ``title`` unless the screen offers more before its value has loaded (a
  /// way elsewhere, its notices).
  func frame(in context: ScreenContext) -> ScreenBody
}

extension LoadedScreen {
  /// The ``title`` alone.
  public func frame(in context: ScreenContext) -> ScreenBody { ScreenBody(title: title) }

  /// This screen, loading its value with `work` while its destination is in the tree; `retry`
  /// after a failure loads again.
  @inlinable
  public func load(_ work: @escaping @MainActor () async throws -> Value) -> some Screen {
    load(into: Load(), work)
  }

  /// This screen showing `load` and loading it with `work`, as ``Screen/load(into:_:)`` does.
  @inlinable
  public func load(into load: Load<Value>, _ work: @escaping @MainActor () async throws -> Value) -> some Screen {
    showing(load).load(into: load, work)
  }

  /// This screen showing `load`, which another screen's route loads (the list's, for the pages
  /// that show what it loaded).
  @inlinable
  public func showing(_ load: Load<Value>) -> some Screen {
    LoadingScreen(screen: self, load: load)
  }
}

/// A ``LoadedScreen`` with its ``Load``: draws loading and failure, and the screen's body once
/// loaded.
@usableFromInline
struct LoadingScreen<Loaded: LoadedScreen>: Screen {
  let screen: Loaded
  let load: Load<Loaded.Value>

  @usableFromInline
  init(screen: Loaded, load: Load<Loaded.Value>) {
    self.screen = screen
    self.load = load
  }

  @usableFromInline
  func body(in context: ScreenContext) -> ScreenBody {
    let state = load.state
    if case .loaded(let value) = state { return screen.body(value, in: context) }
    var body = screen.frame(in: context)
    if case .failed(let sentence) = state {
      body.lines.append(sentence)
      body.actions.append(.retry(load))
    } else {
      body.lines.append("Loading…")
    }
    return body
  }
}
