import Scaffolding
import ScaffoldingTesting

/// A flow that pushes another module's flow in its own stack and leaves the rest of a link to
/// it, as Home does with Profile's page: `item/1/item/2/guest/page/a` pushes two items, then
/// the guest flow (``StandInFlow``, from another module), whose part, `page/a`, is its own.
final class BenchLinkHost: FlowCoordinatable {
  enum Destinations: Destinationable, LinkedDestinations {
    case start
    case item(Int)
    case guest

    enum Meta: DestinationMeta {
      case start, item, guest
    }

    var meta: Meta {
      switch self {
      case .start: .start
      case .item: .item
      case .guest: .guest
      }
    }

    func value(for coordinator: BenchLinkHost) -> Destination {
      switch self {
      case .start: .screen(meta, BenchScreen(id: 0))
      case .item(let id): .screen(meta, BenchScreen(id: id))
      case .guest: .coordinator(meta, owner: coordinator) { _ in StandInFlow("Guest", returning: ()) }
      }
    }

    var linkSegments: [String] {
      switch self {
      case .start: []
      case .item(let id): ["item", "\(id)"]
      case .guest: ["guest"]
      }
    }

    var continuesIntoChild: Bool { if case .guest = self { true } else { false } }
  }

  let stack = FlowStack<BenchLinkHost>(root: .start)

  /// What guards the items (``NavigationGuard``): nothing, a guard that allows, or one that
  /// sends the link on a detour the first time (the user gets through at once), then allows.
  enum Guarding {
    case none, allowing, detouringOnce
  }

  var guarding = Guarding.none
  private var detoured = false

  init(guarding: Guarding = .none) {
    self.guarding = guarding
  }

  var navigationGuards: [NavigationGuard] {
    switch guarding {
    case .none: []
    case .allowing: [NavigationGuard("allows", on: Destinations.Meta.item) { .allow }]
    case .detouringOnce:
      [
        NavigationGuard("detours once", on: Destinations.Meta.item) { [weak self] in
          guard let self, !detoured else { return .allow }
          return .redirect { [weak self] in
            self?.detoured = true
            return true
          }
        }
      ]
    }
  }
}

extension BenchLinkHost: DeepLinkableFlow {
  /// Two items, then the guest flow and a page inside it: four levels, one module boundary.
  static let fourLevelLink: DeepLinkPath = ["item", "1", "item", "2", "guest", "page", "a"]

  /// An item per `item/<n>` pair, then `guest`; what follows `guest` is the guest's.
  static func routes(in path: DeepLinkPath) throws(DeepLinkError) -> [Destinations] {
    let (items, guest) = path.split(before: "guest")
    let pushed = try items.values(of: "item").map { value throws(DeepLinkError) in
      guard let number = DeepLinkPath.number(value) else { throw DeepLinkError("not an item: '\(value)'") }
      return Destinations.item(number)
    }
    return pushed + (guest.isEmpty ? [] : [.guest])
  }
}
