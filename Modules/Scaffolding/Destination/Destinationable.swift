/// The contract a coordinator's hand-written `Destinations` enum fulfils.
///
/// In the SwiftUI library a macro writes this enum; headless, you write it: one case per
/// route, a `Meta` enum naming the cases, and `value(for:)` turning a case into a
/// ``Destination`` by calling the coordinator's route function:
///
/// ```swift
/// enum Destinations: Destinationable {
///   case feed, detail(Item.ID), compose
///   enum Meta: DestinationMeta { case feed, detail, compose }
///   var meta: Meta { ... }
///   func value(for coordinator: HomeCoordinator) -> Destination {
///     switch self {
///     case .feed: .screen(meta, coordinator.feed())
///     case .detail(let id): .screen(meta, coordinator.detail(id))
///     case .compose: .coordinator(meta, owner: coordinator) { $0.compose() }
///     }
///   }
/// }
/// ```
@MainActor
public protocol Destinationable {
  /// The case names, without associated values.
  associatedtype Meta: DestinationMeta
  /// The coordinator whose route functions build the destinations.
  associatedtype Owner

  /// The case name of this destination.
  var meta: Meta { get }

  /// Builds the runtime destination by calling the owner's route function for this case.
  func value(for instance: Owner) -> Destination
}
