import Scaffolding

extension ModNameCoordinator {
  /// What ModName needs from the app: reading the entries is I/O, so it is `async throws` and
  /// `@Sendable`, as a network client's calls are, and throws the sentence the user reads.
  public struct Dependencies: Sendable {
    /// The entries the list shows, in order.
    public var entries: @Sendable () async throws -> [Entry]

    /// Dependencies backed by the given closures.
    public init(entries: @escaping @Sendable () async throws -> [Entry]) {
      self.entries = entries
    }
  }
}

extension ModNameCoordinator.Dependencies {
  /// ModName without the app, for previews and tests: `entries` in memory, answered at once.
  /// Nothing changes them, so the closure keeps the array; a fake that writes keeps its data in
  /// a `PreviewStore` instead, so every closure shares it from whatever actor calls it.
  public static func preview(
    entries: [ModNameCoordinator.Entry] = [.init(id: 1, title: "First"), .init(id: 2, title: "Second")]
  ) -> Self {
    Self(entries: { entries })
  }
}
