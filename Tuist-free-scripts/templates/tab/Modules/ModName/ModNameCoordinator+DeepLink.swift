import Scaffolding

/// ModName's part of a link: `entry/2` pushes the page of the entry whose id is 2.
extension ModNameCoordinator: DeepLinkableFlow {
  /// An entry for each `entry/<id>` pair whose id is a whole number.
  public static func routes(in path: DeepLinkPath) throws(DeepLinkError) -> [Destinations] {
    try path.numbers(of: "entry").map { .entry($0) }
  }

  /// Checks each linked entry exists, reading the entries once (not at all for the list alone):
  /// a link may come before the list has loaded, or after it changed.
  public func check(_ routes: [Destinations]) async throws {
    guard !routes.isEmpty else { return }
    let entries = try await dependencies.entries()
    for case .entry(let id) in routes where !entries.contains(where: { $0.id == id }) {
      throw DeepLinkError("there is no entry \(id)")
    }
  }

  /// Each entry of the list, as `entry/<id>`, for completion, as far as it has loaded.
  public var suggestedPaths: [DeepLinkPath] {
    (entries.value ?? []).map { ["entry", "\($0.id)"] }
  }
}

extension ModNameCoordinator.Destinations: LinkedDestinations {
  /// `entry/<id>` for an entry's page; the list, the root, adds nothing.
  public var linkSegments: [String] {
    switch self {
    case .entry(let id): ["entry", "\(id)"]
    case .start: []
    }
  }
}
