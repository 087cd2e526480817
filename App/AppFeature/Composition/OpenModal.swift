import Scaffolding

/// The sheet or full-screen cover the user is in: while one is up, the app leaves it only
/// through the modal itself (its own actions, or back), never by a tab or a link.
///
/// That is the app's one navigation rule for modals, the one an iOS user knows: a sheet covers
/// the tab bar, so no tab can be tapped, and a link that arrives meanwhile is refused the same
/// way rather than throwing away what the modal holds (a half-written draft). ``AppCoordinator/open(_:)``
/// and ``MainTabCoordinator/selectTab(at:)`` both refuse with ``Refusal``.
public struct OpenModal: Equatable, Sendable, CustomStringConvertible {
  /// The modal's name: the title of the screen it opened on, its flow's first screen
  /// (`New item: title`) or the single screen it shows (`Forgot password`).
  public let name: String
  /// How it is presented: `.sheet` or `.fullScreenCover`.
  public let kind: DestinationType

  /// The innermost modal on the visible path below `coordinator`, nil when there is none.
  @MainActor
  init?(below coordinator: any Coordinatable) {
    guard let path = coordinator.visibleScreen?.path, let index = path.lastIndex(where: \.routeType.isModal) else {
      return nil
    }
    let owner = index == path.startIndex ? coordinator : path[index - 1].coordinator ?? coordinator
    self.name = path[index].title(owner: owner) ?? "untitled"
    self.kind = path[index].routeType
  }

  /// Whether a sheet or full-screen cover is on `visible`'s path: the question a front end
  /// asks before offering a tab or a link, without naming the modal.
  @MainActor
  public static func isOpen(on visible: VisibleScreen) -> Bool {
    visible.path.contains(where: \.routeType.isModal)
  }

  /// `the sheet 'New item: title'`, `the full-screen cover 'Delete account'`.
  public var description: String {
    "the \(kind == .fullScreenCover ? "full-screen cover" : "sheet") '\(name)'"
  }

  /// Why a tab or a link was refused: the modal must be closed first.
  public struct Refusal: Error, Equatable, CustomStringConvertible {
    /// The modal in the way.
    public let modal: OpenModal

    /// The refusal of anything that would leave `modal` other than the modal itself.
    public init(modal: OpenModal) {
      self.modal = modal
    }

    /// `close the sheet 'New item: title' first (back)`.
    public var description: String { "close \(modal) first (back)" }
  }
}
