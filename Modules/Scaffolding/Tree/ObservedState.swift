import Foundation
import Observation

/// The observable storage behind ``FlowStack``, ``TabItems`` and ``Root``.
///
/// The containers are generic over their coordinator, and a key path into a generic class
/// cannot be a compile-time constant: `@Observable` on the containers themselves made every
/// read and write of `destinations` build its key path at run time (demangling the generic
/// arguments, about 7 µs, fifty times a whole push in the reference router). These classes
/// are not generic, so Observation's key paths are static; the containers forward to them, and
/// `withObservationTracking` sees every read through the containers exactly as before.
@MainActor
@Observable
final class ObservedState {
  /// A flow's or root coordinator's root.
  var root: Destination?
  /// A flow's pushes and modals, or a tab or root coordinator's modals.
  var stacked: [Destination] = []
  /// A tab coordinator's tabs.
  var tabs: [Destination] = []
  /// A tab coordinator's selection.
  var selectedTab: UUID?
  /// A tab coordinator's bar visibility.
  var tabBarVisibility: TabBarVisibility = .automatic
}
