@_spi(Guards) import Scaffolding
import ScaffoldingTesting

/// A flow whose routes exercise every kind of entry guard: a flag decided at once, a guard the
/// test answers, one that throws, a detour, and two detours that lead into each other.
@MainActor
final class GuardedFlow: FlowCoordinatable, DeepLinkableFlow {
  enum Destinations: Destinationable, DestinationMeta, LinkedDestinations {
    case home, open, flagged, slow, failing, secret, ping, pong, confirm, editor, slowConfirm

    typealias Meta = Self
    var meta: Self { self }

    func value(for coordinator: GuardedFlow) -> Destination {
      switch self {
      case .confirm: .coordinator(meta, owner: coordinator) { _ in ConfirmFlow() }
      case .slowConfirm: .coordinator(meta, owner: coordinator) { $0.slowConfirm }
      case .editor: .coordinator(meta, owner: coordinator) { $0.editor }
      case .home: .screen(meta, GuardedHomeScreen())
      default: .screen(meta, GuardedScreen(title: "\(self)"))
      }
    }

    var linkSegments: [String] { self == .home ? [] : ["\(self)"] }
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String { "The check could not be made." }
  }

  let stack = FlowStack<GuardedFlow>(root: .home)
  var flagIsOn = false
  /// Answers the `slow` guard: true allows.
  let slowAnswer = ControlledDependency<Void, Bool>("slow guard")
  /// What `slowConfirm`, a modal behind the slow guard, shows.
  let slowConfirm = ConfirmFlow()
  /// The editor the `editor` route shows, made by the test.
  var editor = Editor()
  /// The ways in the guards were asked about, in order.
  private(set) var ways: [NavigationWay] = []

  static func routes(in path: DeepLinkPath) throws(DeepLinkError) -> [Destinations] {
    try path.segments.map { segment throws(DeepLinkError) in
      let routes: [Destinations] = [.open, .flagged, .slow, .failing, .secret, .ping, .pong]
      guard let route = routes.first(where: { "\($0)" == segment }) else { throw DeepLinkError("no page \(segment)") }
      return route
    }
  }

  var navigationGuards: [NavigationGuard] {
    [
      NavigationGuard("flag", on: Destinations.flagged) { [weak self] (way: NavigationWay) in
        self?.ways.append(way)
        return self?.flagIsOn == true ? .allow : .refuse("Flagged is turned off.")
      },
      NavigationGuard("slow", on: Destinations.slow, Destinations.slowConfirm) { [slowAnswer] in
        try await slowAnswer(()) ? .allow : .refuse("Slow said no.")
      },
      NavigationGuard("failing", on: Destinations.failing) { throw Failure() },
      NavigationGuard("password", on: Destinations.secret) { [weak self] in
        .redirect { await self?.present(.confirm, returning: Bool.self) == true }
      },
      NavigationGuard("ping", on: Destinations.ping) { [weak self] in
        .redirect {
          self?.route(to: .pong)
          return true
        }
      },
      NavigationGuard("pong", on: Destinations.pong) { [weak self] in
        .redirect {
          self?.route(to: .ping)
          return true
        }
      },
    ]
  }
}

/// The detour of the `secret` route: hands back whether the user got through.
@MainActor
final class ConfirmFlow: FlowCoordinatable {
  enum Destinations: Destinationable, DestinationMeta {
    case ask
    typealias Meta = Self
    var meta: Self { self }
    func value(for coordinator: ConfirmFlow) -> Destination { .screen(meta, GuardedScreen(title: "Confirm")) }
  }

  let stack = FlowStack<ConfirmFlow>(root: .ask)
}

/// A presented flow with unsaved changes: its leave question asks while `changed`, and it records
/// every exit it is read for.
@MainActor
final class Editor: FlowCoordinatable {
  enum Destinations: Destinationable, DestinationMeta {
    case form, step
    typealias Meta = Self
    var meta: Self { self }
    func value(for coordinator: Editor) -> Destination { .screen(meta, GuardedScreen(title: "\(self)")) }
  }

  let stack = FlowStack<Editor>(root: .form)
  var changed = true
  private(set) var exits: [NavigationExit] = []

  var leaveQuestion: String? {
    if let exit = leavingBy { exits.append(exit) }
    return changed ? "Discard your changes?" : nil
  }
}

/// The flow's first screen: an action per route a walk can take.
struct GuardedHomeScreen: Screen {
  func body(in context: ScreenContext) -> ScreenBody {
    let flow = context.coordinator(GuardedFlow.self)
    let routes: [GuardedFlow.Destinations] = [.open, .flagged, .ping]
    return ScreenBody(
      title: "home",
      actions: routes.map { route in
        ScreenAction("\(route)", summary: "Go to \(route)", on: flow) { flow, _ in flow.route(to: route) }
      })
  }
}

struct GuardedScreen: Screen {
  let title: String
  func body(in context: ScreenContext) -> ScreenBody { ScreenBody(title: title) }
}
