/// A link whose every part has been checked, ready to be shown: what
/// ``DeepLinkable/checkLink(_:)`` returns once nothing it checks has thrown, before anything
/// changed. ``show()`` makes the change.
///
/// Checking first and showing after is what makes a link all-or-nothing when it crosses a
/// module boundary: a flow that hosts another module's flow checks that flow's part of the
/// link too (on the copy its route makes, which it then shows) before it routes its own.
@MainActor
public struct CheckedLink {
  @usableFromInline let showing: @MainActor () async throws(DeepLinkError) -> Void

  /// A checked link shown by `show`: what a hand-written ``DeepLinkable`` returns.
  @inlinable
  public init(show: @escaping @MainActor () async throws(DeepLinkError) -> Void) {
    showing = show
  }

  /// Shows what the link names. A flow's link changes the screen at once, without waiting;
  /// call it right after the check, so nothing changes in between.
  @inlinable
  public func show() async throws(DeepLinkError) {
    try await showing()
  }
}

/// A flow's part of a link that continues into the child a route hosts: that child, made apart
/// by the route, and the rest of the link checked on it.
@usableFromInline
typealias CheckedChild = (coordinator: any Coordinatable, link: CheckedLink)
