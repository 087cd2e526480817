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
/// Each destination made from the route loads on its own. A screen that keeps more state than
/// the value, or whose load something else restarts, holds a ``Load`` in its model instead.
@MainActor
public protocol LoadedScreen {
  /// What the screen loads.
  associatedtype Value
  /// The title shown while loading and after a failure, too.
  var title: String { get }
  /// What the user sees and can do once `value` has loaded.
  func body(_ value: Value, in context: ScreenContext) -> ScreenBody
}

extension LoadedScreen {
  /// This screen, loading its value with `work` while its destination is in the tree; `retry`
  /// after a failure loads again.
  @inlinable
  public func load(_ work: @escaping @MainActor () async throws -> Value) -> some Screen {
    let load = Load<Value>()
    return LoadingScreen(screen: self, load: load).load(into: load, work)
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
    switch load.state {
    case .loading: ScreenBody(title: screen.title, lines: ["Loading…"])
    case .failed(let sentence): ScreenBody(title: screen.title, lines: [sentence], actions: [.retry(load)])
    case .loaded(let value): screen.body(value, in: context)
    }
  }
}
