import Compose
import Home
import Profile
import Scaffolding
import SharedModels

extension AppTab {
  /// Home's feed; an item's `author` pushes the Profile module's page for that user inside
  /// Home's stack, and `compose` presents the Compose module's flow: the App hands in both, so
  /// Home imports neither.
  static let home = AppTab(
    "home", label: TabLabel("Home", systemImage: "house"),
    make: { context in
      HomeCoordinator(dependencies: .live(context))
    },
    preview: { _ in
      HomeCoordinator(
        dependencies: .preview(profile: ProfileCoordinator.preview(showing:)) { publish in
          ComposeCoordinator(dependencies: .init(publish: publish))
        })
    })
}

extension HomeCoordinator.Dependencies {
  /// Home's needs met by the app's item store; each read first waits out the simulated
  /// network (`console --latency`). Its profile is Profile's flow rooted at that user's page
  /// (your own when it is you), as the Profile tab reads it; its compose is Compose's flow,
  /// publishing as the signed-in user.
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
      profile: { user in ProfileCoordinator(session: context.session, showing: user, dependencies: .live(context)) },
      compose: { ComposeCoordinator(dependencies: .live(context)) })
  }
}
