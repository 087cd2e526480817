import Compose
import Home
import Scaffolding
import SharedModels

extension AppTab {
  /// Home's feed; an item's `author` pushes the page for that user another tab lends (Profile's,
  /// ``TabContext/userPage``) inside Home's stack, and `compose` presents the Compose module's
  /// flow: the App hands in both, so Home imports neither. Without a tab lending user pages
  /// (Profile removed), Home offers no `author`.
  static let home = AppTab(
    "home", label: TabLabel("Home", systemImage: "house"),
    make: { context in
      HomeCoordinator(dependencies: .live(context))
    },
    preview: { _ in
      HomeCoordinator(
        dependencies: .preview(profile: AppTab.userPage(among: AppTab.all)?.preview) { publish in
          ComposeCoordinator(dependencies: .preview(publish: publish))
        })
    })
}

extension HomeCoordinator.Dependencies {
  /// Home's needs met by the app's item store; each read first waits out the simulated
  /// network (`console --latency`). Its profile is the user page another tab lends (Profile's
  /// flow rooted at that user's page), nil when none does; its compose is Compose's flow,
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
      profile: context.userPage,
      compose: { ComposeCoordinator(dependencies: .live(context)) })
  }
}
