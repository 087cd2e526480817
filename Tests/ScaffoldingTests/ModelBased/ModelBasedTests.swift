import Foundation
@_spi(Inspection) import Scaffolding
@_spi(Inspection) import ScaffoldingTesting
import Testing

/// Thousands of random operation sequences, each checked step by step against ``TreeModel``.
///
/// The run seed is random unless `SCAFFOLDING_MODEL_SEED` sets it; a failure prints it with the
/// failing sequence's operations, so `SCAFFOLDING_MODEL_SEED=<seed> swift test --filter
/// ModelBasedTests` replays it. `SCAFFOLDING_MODEL_SEQUENCES` changes how many sequences run.
@MainActor
@Suite("Model-based")
struct ModelBasedTests {
  @Test func randomSequencesAgreeWithTheModel() throws {
    let environment = ProcessInfo.processInfo.environment
    let seed = environment["SCAFFOLDING_MODEL_SEED"].flatMap { UInt64($0) } ?? UInt64.random(in: .min ... .max)
    let sequences = environment["SCAFFOLDING_MODEL_SEQUENCES"].flatMap { Int($0) } ?? 2_000
    // Thousands of refused requests would flood standard error; they are checked via events.
    let previousHandler = ScaffoldingLog.handler
    ScaffoldingLog.handler = ScaffoldingLog.discard
    defer { ScaffoldingLog.handler = previousHandler }

    var generator = SeededRandom(seed: seed)
    var steps = 0
    for sequence in 0..<sequences {
      let sequenceSeed = generator.next()
      let harness = ModelHarness(seed: sequenceSeed)
      do {
        try harness.runSequence(steps: 4 + Int(sequenceSeed % 17))
      } catch {
        Issue.record(
          """
          Model and tree disagree. Replay with SCAFFOLDING_MODEL_SEED=\(seed) \
          (sequence \(sequence), sequence seed \(sequenceSeed)).
          \(error)
          operations so far:
          \(harness.log.joined(separator: "\n"))
          """)
        return
      }
      steps += harness.log.count
    }
    #expect(steps >= sequences * 4)
  }
}

/// Drives one random sequence on a real tree and on the model side by side.
@MainActor
final class ModelHarness {
  private var random: SeededRandom
  private let model: TreeModel
  private var top: (any Coordinatable)?
  private var recorder: NavigationRecorder?
  /// Departed-or-not coordinators the test deliberately keeps, to operate on after removal.
  private var held: [(model: ModelCoordinator, real: any Coordinatable)] = []
  /// Every real coordinator seen in the tree, weakly, for the leak check.
  private var seen: [ObjectIdentifier: WeakBox] = [:]
  private var fired: [Int] = []
  /// The pairs the last check walked, reused by the next step so the tree is walked once.
  private var checkedPairs: [(model: ModelCoordinator, real: any Coordinatable)]?
  private var nextToken = 0
  private(set) var log: [String] = []

  private final class WeakBox {
    weak var object: AnyObject?
    let name: String
    init(_ object: AnyObject, name: String) {
      self.object = object
      self.name = name
    }
  }

  init(seed: UInt64) {
    random = SeededRandom(seed: seed)
    let kinds: [CoordinatorKind] = [.flow, .tab, .root]
    let kind = kinds[Int(random.next() % 3)]
    model = TreeModel(topKind: kind)
    let real: any Coordinatable =
      switch kind {
      case .flow: MFlow()
      case .tab: MTabs()
      case .root: MRoot()
      }
    top = real
    recorder = NavigationRecorder(observing: real)
  }

  func runSequence(steps: Int) throws {
    try check(
      PendingCheck(outcome: ModelOutcome(), real: RealTreeDriver.Result(), eventsBefore: 0, firedBefore: 0))
    for _ in 0..<steps {
      // Checked once `step()` has returned, so its locals no longer keep removed coordinators alive.
      try check(try step())
    }
    try finish()
  }

  /// What one step did and what the model expects of it, checked after the step returned.
  private struct PendingCheck {
    var outcome: ModelOutcome
    var real: RealTreeDriver.Result
    var eventsBefore: Int
    var firedBefore: Int
    /// Model coordinator → real coordinator identities at the start of the step, to compare
    /// the coordinators events name without keeping any coordinator alive.
    var identities: [ObjectIdentifier: ObjectIdentifier] = [:]
  }

  // MARK: One step

  private func step() throws -> PendingCheck {
    let pairs = try checkedPairs ?? walk()
    checkedPairs = nil
    let departed = held.filter { $0.model.departed }
    if !departed.isEmpty, chance(6) {
      return try stepOnDeparted(departed[int(departed.count)])
    }
    let (target, real) = pairs[int(pairs.count)]
    if held.count < 3, chance(8) { held.append((target, real)) }
    if !held.isEmpty, chance(10) { held.remove(at: int(held.count)) }

    let operation = randomOperation(for: target, treeSize: pairs.count)
    let token: Int? = operation.takesCallback ? nextToken : nil
    nextToken += 1
    let typed = operation.hasLandingOverload && chance(2)
    let landingKind = [CoordinatorKind.flow, .tab, .root][int(3)]
    log.append("\(path(of: target)).\(operation)\(typed ? " { (\(landingKind)) in }" : "")")

    var outcome = model.perform { apply(operation, to: target, token: token) }
    var expectedLandings = 0
    if typed, let landed = outcome.landed {
      if let child = landed.child {
        if child.kind == landingKind {
          expectedLandings = 1
        } else {
          outcome.diagnostics.append(.unexpectedCoordinatorType)
        }
      } else {
        outcome.diagnostics.append(.notACoordinator)
      }
    }

    let eventsBefore = recorder?.events.count ?? 0
    let firedBefore = fired.count
    var onDismiss: (@MainActor () -> Void)?
    if let token { onDismiss = { [weak self] in self?.fired.append(token) } }
    let result: RealTreeDriver.Result =
      switch landingKind {
      case .flow: RealTreeDriver.run(operation, on: real, onDismiss: onDismiss, landingAs: MFlow.self, typed: typed)
      case .tab: RealTreeDriver.run(operation, on: real, onDismiss: onDismiss, landingAs: MTabs.self, typed: typed)
      case .root: RealTreeDriver.run(operation, on: real, onDismiss: onDismiss, landingAs: MRoot.self, typed: typed)
      }
    if result.landings != expectedLandings {
      throw ScaffoldingTestFailure("deep-link closure ran \(result.landings) times, expected \(expectedLandings)")
    }
    var identities: [ObjectIdentifier: ObjectIdentifier] = [:]
    for pair in pairs { identities[ObjectIdentifier(pair.model)] = ObjectIdentifier(pair.real) }
    return PendingCheck(
      outcome: outcome, real: result, eventsBefore: eventsBefore, firedBefore: firedBefore, identities: identities)
  }

  /// Anything asked of a coordinator that left the tree changes nothing and is refused with
  /// `.coordinatorDismissed`, reported to that coordinator's own observers.
  private func stepOnDeparted(_ pair: (model: ModelCoordinator, real: any Coordinatable)) throws -> PendingCheck {
    let operations: [ModelOperation] =
      switch pair.model.kind {
      case .flow:
        [.route(.a), .present(.b, .sheet), .pop, .popToRoot, .popToFirst(.a), .setRoot(.b), .dismissCoordinator]
      case .tab: [.selectIndex(0), .appendTab(.tabA), .setTabs([.tabA]), .present(.a, .sheet), .dismissCoordinator]
      case .root: [.setRoot(.b), .present(.a, .fullScreenCover), .dismissCoordinator]
      }
    let operation = operations[int(operations.count)]
    log.append("<departed \(pair.model.typeName)>.\(operation)")
    let local = NavigationRecorder(observing: pair.real)
    let eventsBefore = recorder?.events.count ?? 0
    let firedBefore = fired.count
    let token = nextToken
    nextToken += 1
    let result = RealTreeDriver.run(
      operation, on: pair.real, onDismiss: { [weak self] in self?.fired.append(token) }, landingAs: MFlow.self,
      typed: operation.hasLandingOverload)
    if local.diagnosticCodes != [.coordinatorDismissed] || result.landings != 0 {
      throw ScaffoldingTestFailure(
        "a departed coordinator answered \(local.diagnosticCodes) with \(result.landings) landings")
    }
    return PendingCheck(
      outcome: ModelOutcome(), real: result, eventsBefore: eventsBefore, firedBefore: firedBefore)
  }

  private func apply(_ operation: ModelOperation, to c: ModelCoordinator, token: Int?) {
    switch operation {
    case .route(let meta): model.route(c, meta, token: token ?? -1)
    case .present(let meta, let style): model.present(c, meta, style, token: token ?? -1)
    case .pop: model.pop(c)
    case .popToRoot: model.popToRoot(c)
    case .popToFirst(let meta): model.popTo(c, meta, last: false)
    case .popToLast(let meta): model.popTo(c, meta, last: true)
    case .setRoot(let meta): model.setRoot(c, meta)
    case .isInStack(let meta): model.isInStack(c, meta)
    case .isRoot(let meta): model.isRoot(c, meta)
    case .dismissCoordinator: model.dismissCoordinator(c)
    case .goBack: model.goBack(c)
    case .selectFirstTab(let meta): model.selectTab(c, where: meta, last: false)
    case .selectLastTab(let meta): model.selectTab(c, where: meta, last: true)
    case .selectIndex(let index), .selectID(let index): model.select(c, index: index)
    case .setTabs(let metas): model.setTabs(c, metas)
    case .appendTab(let meta): model.insertTab(c, meta, at: c.tabs.count)
    case .insertTab(let meta, let index): model.insertTab(c, meta, at: index)
    case .removeFirstTab(let meta): model.removeTab(c, meta, last: false)
    case .removeLastTab(let meta): model.removeTab(c, meta, last: true)
    case .isInTabItems(let meta): model.isInTabItems(c, meta)
    case .setTabBarVisibility: break
    }
  }

  // MARK: Checks

  private func check(_ pending: PendingCheck) throws {
    let (outcome, real, firedBefore) = (pending.outcome, pending.real, pending.firedBefore)
    guard let top else { throw ScaffoldingTestFailure("the harness has no tree to check") }
    let expected = model.top.snapshot
    let actual = top.hierarchySnapshot
    if actual != expected {
      throw ScaffoldingTestFailure("tree differs from the model\nmodel:\n\(expected)\nreal:\n\(actual)")
    }
    try requireTreeInvariants(top)
    let visible = model.visibleEntry(from: model.top)?.entry.meta
    if (top.visibleScreen?.destination.meta as? MMeta) != visible {
      throw ScaffoldingTestFailure("visible screen differs from the model's \(String(describing: visible))")
    }
    let back = model.backTarget(from: model.top).action
    if top.backAction != back {
      throw ScaffoldingTestFailure("backAction \(top.backAction), the model \(back)")
    }
    let firedNow = Array(fired[firedBefore...])
    if firedNow != outcome.dismissed {
      throw ScaffoldingTestFailure("onDismiss fired \(firedNow), the model expected \(outcome.dismissed) in that order")
    }
    let events = recorder?.events.dropFirst(pending.eventsBefore) ?? []
    var diagnostics: [NavigationDiagnostic.Code] = []
    var changes: [ModelEvent] = []
    for event in events {
      if case .diagnostic(let diagnostic) = event.kind {
        diagnostics.append(diagnostic.code)
      } else if let id = event.coordinator?.id, let meta = event.meta?.base as? MMeta {
        changes.append(ModelEvent(kind: event.kind, coordinator: id, meta: meta))
      } else {
        throw ScaffoldingTestFailure("event without coordinator or meta: \(event)")
      }
    }
    let expectedChanges = outcome.events.map {
      ModelEvent(kind: $0.kind, coordinator: pending.identities[$0.coordinator] ?? $0.coordinator, meta: $0.meta)
    }
    if changes != expectedChanges {
      throw ScaffoldingTestFailure("events \(changes), the model expected \(expectedChanges)")
    }
    if diagnostics != outcome.diagnostics {
      throw ScaffoldingTestFailure(
        "diagnostics \(diagnostics.map(\.rawValue)), the model expected \(outcome.diagnostics.map(\.rawValue))")
    }
    if real.answer != outcome.answer {
      throw ScaffoldingTestFailure(
        "query answered \(String(describing: real.answer)), model \(String(describing: outcome.answer))")
    }
    if real.back != outcome.back {
      throw ScaffoldingTestFailure(
        "goBack did \(String(describing: real.back)), model \(String(describing: outcome.back))")
    }
    let pairs = try walk()
    try checkLeaks(inTree: pairs.map { ObjectIdentifier($0.real) })
    checkedPairs = pairs
  }

  /// Every coordinator seen so far is either in the tree, kept by the test, or deallocated.
  private func checkLeaks(inTree: [ObjectIdentifier]) throws {
    let allowed = Set(inTree).union(held.map { ObjectIdentifier($0.real) })
    var leaked: [String] = []
    for (id, box) in seen {
      if box.object == nil {
        seen[id] = nil
      } else if !allowed.contains(id) {
        leaked.append(box.name)
      }
    }
    if !leaked.isEmpty { throw ScaffoldingTestFailure("left the tree but still alive: \(leaked)") }
  }

  private func finish() throws {
    checkedPairs = nil
    held.removeAll()
    recorder = nil
    top = nil
    try checkLeaks(inTree: [])
  }

  // MARK: Walking

  /// Model and real coordinators side by side; a shape mismatch fails.
  private func walk() throws -> [(model: ModelCoordinator, real: any Coordinatable)] {
    guard let top else { return [] }
    var pairs: [(model: ModelCoordinator, real: any Coordinatable)] = []
    func visit(_ model: ModelCoordinator, _ real: any Coordinatable, _ path: String) throws {
      pairs.append((model, real))
      if seen[ObjectIdentifier(real)] == nil { seen[ObjectIdentifier(real)] = WeakBox(real, name: path) }
      let destinations = RealTreeDriver.destinations(of: real)
      guard destinations.count == model.entries.count else {
        throw ScaffoldingTestFailure(
          "\(path) holds \(destinations.count) destinations, the model \(model.entries.count)")
      }
      for (entry, destination) in zip(model.entries, destinations) {
        let routeType: DestinationType =
          switch entry.role {
          case .root, .tab: .root
          case .push: .push
          case .sheet: .sheet
          case .fullScreenCover: .fullScreenCover
          }
        let presentationType = model.presentationType(of: entry)
        if destination.routeType != routeType || destination.presentationType != presentationType {
          throw ScaffoldingTestFailure(
            "\(path) → \(entry.meta) reads \(destination.routeType)/\(destination.presentationType), "
              + "the model \(routeType)/\(presentationType)")
        }
        guard let child = entry.child else { continue }
        guard let realChild = destination.coordinator else {
          throw ScaffoldingTestFailure("\(path) → \(entry.meta) hosts no coordinator")
        }
        try visit(child, realChild, "\(path) → \(entry.meta)")
      }
    }
    try visit(model.top, top, model.top.typeName)
    return pairs
  }

  private func path(of coordinator: ModelCoordinator) -> String {
    var parts: [String] = []
    var current: ModelCoordinator? = coordinator
    while let node = current {
      parts.insert(node.host.map { "\($0.meta)" } ?? node.typeName, at: 0)
      current = node.parent
    }
    return parts.joined(separator: "/")
  }

  // MARK: Random choices

  private func chance(_ oneIn: Int) -> Bool { int(oneIn) == 0 }

  private func int(_ upperBound: Int) -> Int { Int(random.next() % UInt64(upperBound)) }

  private func pick<T>(_ values: [T]) -> T { values[int(values.count)] }

  private func randomOperation(for c: ModelCoordinator, treeSize: Int) -> ModelOperation {
    var depth = 0
    var parent = c.parent
    while let next = parent {
      depth += 1
      parent = next.parent
    }
    let nests = depth < 3 && treeSize < 14
    let content: [MMeta] = nests ? [.a, .b, .a, .b, .flow, .tabs, .root] : [.a, .b]
    let tabContent: [MMeta] = nests ? [.tabA, .tabA, .tabFlow, .tabRoot] : [.tabA]
    let anyMeta = MMeta.allCases
    let style: ModalPresentationType = chance(2) ? .sheet : .fullScreenCover
    switch c.kind {
    case .flow:
      switch int(20) {
      case 0...4: return .route(pick(content))
      case 5, 6: return .present(pick(content), style)
      case 7, 8, 9: return .pop
      case 10: return .popToRoot
      case 11: return .popToFirst(pick(anyMeta))
      case 12: return .popToLast(pick(anyMeta))
      case 13: return .setRoot(pick(content))
      case 14: return .isInStack(pick(anyMeta))
      case 15, 16: return .dismissCoordinator
      default: return .goBack
      }
    case .tab:
      switch int(20) {
      case 0, 1: return .selectFirstTab(pick(anyMeta))
      case 2: return .selectLastTab(pick(anyMeta))
      case 3: return .selectIndex(int(c.tabs.count + 2) - 1)
      case 4: return .selectID(int(c.tabs.count + 1))
      case 5: return .setTabs((0..<int(4)).map { _ in pick(tabContent) })
      case 6: return .appendTab(pick(tabContent))
      case 7: return .insertTab(pick(tabContent), int(c.tabs.count + 3) - 1)
      case 8: return .removeFirstTab(pick(anyMeta))
      case 9: return .removeLastTab(pick(anyMeta))
      case 10: return .isInTabItems(pick(anyMeta))
      case 11: return .setTabBarVisibility(pick(TabBarVisibility.allCases))
      case 12, 13, 14: return .present(pick(content), style)
      case 15, 16: return .dismissCoordinator
      default: return .goBack
      }
    case .root:
      switch int(10) {
      case 0, 1: return .setRoot(pick(content))
      case 2: return .isRoot(pick(anyMeta))
      case 3, 4, 5: return .present(pick(content), style)
      case 6: return .dismissCoordinator
      default: return .goBack
      }
    }
  }
}
