import Compose
import Home
import Scaffolding
import SharedModels

extension AppTab {
  /// Home's feed; "view author" leads into the Profile tab through a link, so Home never
  /// imports Profile, and `compose` presents the Compose module's flow the App hands in.
  static let home = AppTab(
    "home", label: TabLabel("Home", systemImage: "house"),
    make: { context in
      HomeCoordinator(dependencies: .live(context)) { outcome in
        switch outcome {
        case .showAuthor(let author): context.follow("app://profile/user/\(author)")
        }
      }
    },
    preview: { report in
      HomeCoordinator(
        dependencies: .preview { publish in ComposeCoordinator(dependencies: .init(publish: publish)) }
      ) { outcome in
        switch outcome {
        case .showAuthor(let author): report("Home asked to show \(author)'s profile")
        }
      }
    })
}

extension HomeCoordinator.Dependencies {
  /// Home's needs met by the app's item store; each read first waits out the simulated
  /// network (`console --latency`). Its compose is Compose's flow, publishing as the signed-in
  /// user.
  @MainActor
  static func live(_ context: TabContext) -> Self {
    let items = context.environment.stores.items
    let environment = context.environment
    return Self(
      feedPage: { before, limit in
        try await environment.simulatedLatency()
        return try await items.feedPage(before: before, limit: limit)
      },
      item: { id in
        try await environment.simulatedLatency()
        return try await items.item(id)
      },
      related: { id in
        try await environment.simulatedLatency()
        return try await items.related(to: id)
      },
      compose: { ComposeCoordinator(dependencies: .live(context)) })
  }
}
