import Compose
import Home
import Profile
import Scaffolding
import SharedModels

extension AppTab {
  /// Home's feed; an item's `author` pushes Profile's flow rooted at that user's page inside
  /// Home's stack, and `compose` presents the Compose module's flow: this row builds both and
  /// hands them in, so Home imports neither. (To remove Profile and keep Home, hand Home
  /// `profile: nil` here and in the preview, and delete `HomeTabTests+Profile.swift`, the tests
  /// of this wiring: Home then offers no `author`, and `remove-module Profile` can take it out.)
  ///
  /// Its badge counts the items others published since the user last looked at the feed (which
  /// Home marks through its `markSeen`); when the user selects the tab, Home looks for items
  /// newer than its feed shows and loads them (``HomeCoordinator/shownAgain()``).
  static let home = AppTab(
    "home", label: TabLabel("Home", systemImage: "house"),
    badge: { context in AppTab.unseenItems(context) },
    shown: { home in home.shownAgain() },
    make: { context in
      HomeCoordinator(dependencies: .live(context))
    },
    preview: { _ in
      HomeCoordinator(
        dependencies: .preview(profile: { ProfileCoordinator.preview(showing: $0) }) { publish in
          ComposeCoordinator(dependencies: .preview(publish: publish))
        })
    })
}

extension HomeCoordinator.Dependencies {
  /// Home's needs met by the app's item store; each read first waits out the simulated
  /// network (`console --latency`). Marking the feed seen is a write for the signed-in user
  /// (through `context.write`, which ends the session when its account is gone), made only
  /// while Home's tab is the one shown (``TabContext/isShown``), after which the tab bar reads
  /// its badges again. Its profile is Profile's flow rooted at that user's page; its compose is
  /// Compose's flow, publishing as the signed-in user; its flags are the app's.
  @MainActor
  static func live(_ context: TabContext) -> Self {
    let items = context.environment.stores.items
    let seen = context.environment.stores.feedSeen
    let session = context.session
    let environment = context.environment
    return Self(
      feedPage: { before, limit in
        try await environment.request { try await items.feedPage(before: before, limit: limit) }
      },
      item: { id in try await environment.request { try await items.item(id) } },
      related: { id in try await environment.request { try await items.related(to: id) } },
      markSeen: { id in
        // A feed loaded behind another tab was not seen; Home marks it again when shown.
        guard await context.isShown else { return }
        // The feed may have gone while the app's work finished (a sign-out): its work ends with it.
        try Task.checkCancellation()
        try await environment.request { try await context.write { try await seen.markSeen(upTo: id, as: session) } }
        await context.refreshBadges()
      },
      profile: { user in ProfileCoordinator(session: session, showing: user, dependencies: .live(context)) },
      compose: { ComposeCoordinator(dependencies: .live(context)) },
      featureFlags: context.featureFlags)
  }
}

extension AppTab {
  /// Home's badge: how many items others published after the newest the user's feed has shown
  /// them (`FeedSeenStore.unseenCount(for:)`), read as a request would be, first waiting out
  /// the simulated network.
  @MainActor
  static func unseenItems(_ context: TabContext) -> BadgeCount {
    let environment = context.environment
    let seen = environment.stores.feedSeen
    let user = context.session.userID
    return {
      try await environment.request { try await seen.unseenCount(for: user) }
    }
  }
}
