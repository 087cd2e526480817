import Scaffolding
import SharedModels

/// What the app hands a tab's feature when it builds it: the signed-in session, the stores,
/// and the ways back into the app.
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
  let openLink: @MainActor (DeepLink) throws(DeepLinkError) -> Void
  let endSession: @MainActor (SessionEnd) -> Void

  /// Follows an app link, e.g. into another tab; a link that leads nowhere is reported as a
  /// problem for the front end to show.
  public func follow(_ link: String) {
    do {
      try openLink(DeepLink(parsing: link))
    } catch {
      environment.report(error)
    }
  }

  /// Leaves the signed-in app: its whole tree is torn down and sign-in shows again.
  public func end(_ reason: SessionEnd) {
    endSession(reason)
  }
}
