import AppData
import FeatureFlagsClient
import Scaffolding
import SharedModels

/// What the app hands a tab's feature when it builds it: the signed-in session, the stores,
/// the feature flags, and the ways back into the app.
///
/// Results a feature reports through its `onComplete` become calls on this: a request to show
/// another feature is a link the app follows, and leaving the signed-in app ends the session.
/// Nothing here names a feature, so any tab can be removed without touching the others.
@MainActor
public struct TabContext {
  /// Who is signed in.
  public let session: Session
  /// The stores the feature's dependencies are cut from.
  public let environment: AppEnvironment
  /// When the user last proved who they are (``RecentSignIn``).
  let recentSignIn: RecentSignIn
  /// The feature flags the app runs with, for the features that read or change one.
  public let featureFlags: FeatureFlags
  let followLink: @MainActor (DeepLink) -> Void
  let endSession: @MainActor (SessionEnd) -> Void
  /// Starts a refresh of the tab bar's badges (``refreshBadges()``).
  var refreshingBadges: @MainActor () -> Void = {}
  /// Whether the tab the context was made for is the one selected, once the app's work in
  /// flight has finished (``isShown``).
  var tabIsSelected: @MainActor () async -> Bool = { true }

  /// Whether the tab this context was made for is the selected one, so what its feature shows
  /// is in front of the user: a live dependency that records what the user saw (Home's
  /// `markSeen`) records nothing for a tab behind another (restoring a place in Profile, or
  /// following a link there at sign-in, makes Home's first screen, which loads unseen). Asked
  /// once the app's own work in flight has finished (following a link, restoring a place; not
  /// the badge reads), since until then the tab shown may change.
  public var isShown: Bool {
    get async { await tabIsSelected() }
  }

  /// Follows an app link, e.g. into another tab, once the feature it leads to has checked it
  /// against its data: the app follows it as work of its own (front ends wait for it with
  /// `AppCoordinator.finishedPendingWork()`), and a link that leads nowhere, or can't be
  /// read, is reported as a problem for the front end to show.
  public func follow(_ link: String) {
    do {
      followLink(try DeepLink(parsing: link))
    } catch {
      environment.report(error)
    }
  }

  /// Runs `body`, a write made for the signed-in user, as a feature's live dependency does.
  ///
  /// Every such write checks the session against the account it was made for, inside the
  /// write's transaction. When the account is gone (deleted or registered again elsewhere, see
  /// `SessionEndedError`), nothing was written and this ends the session: sign-in shows with a
  /// word on why. The error is rethrown, so the feature that asked sees its write refused.
  ///
  /// `body` runs on the caller's actor (none, for a live dependency, so off the main actor);
  /// only ending the session hops to the main actor.
  public func write<Value>(
    isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Value
  ) async throws -> Value {
    do {
      return try await body()
    } catch let error as SessionEndedError {
      await endSession(.endedElsewhere)
      throw error
    }
  }

  /// Reads the tab bar's badges again (``MainTabCoordinator/refreshBadges()``): what a live
  /// dependency calls once it has changed what a badge counts (Home's `markSeen`, which clears
  /// the count of what was unseen). Returns at once; the refresh is the app's work, which front
  /// ends wait for before they draw.
  public func refreshBadges() {
    refreshingBadges()
  }

  /// Leaves the signed-in app: its whole tree is torn down and sign-in shows again.
  public func end(_ reason: SessionEnd) {
    endSession(reason)
  }
}
