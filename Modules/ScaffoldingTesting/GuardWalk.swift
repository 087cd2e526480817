@_spi(Guards) @_spi(Inspection) import Scaffolding
import Testing

/// Walks every place a user can reach in a feature by its screens' actions (up to `depth`),
/// once under each guard state (flags on and off, a recent sign-in or not: whatever `make`
/// builds the feature with), and fails where a guard lets the user down:
///
/// - a redirect cycle (`NavigationDiagnostic/Code/redirectLoop`) met on the way;
/// - an exit that leaves a coordinator behind while its `leaveQuestion` would ask,
///   without the question being shown (a way out the guard does not hear);
/// - a place reached in some state whose link, opened in another, lands elsewhere without a
///   word: a guard must refuse with its sentence, or show its detour, never drop the user on a
///   screen they did not ask for.
///
/// Actions are tried with `samples`, as ``expectEveryPlaceRoundTrips(_:samples:depth:sourceLocation:)``
/// tries them. Returns how many places were walked, over every state.
@MainActor
@discardableResult
public func expectGuardsHold<Feature: DeepLinkable, State>(
  under states: [State],
  _ make: (State) -> Feature,
  samples: [String: [String]] = [:],
  depth: Int = 3,
  sourceLocation: SourceLocation = #_sourceLocation
) async -> Int {
  var walked = 0
  var links: Set<DeepLinkPath> = []
  for state in states {
    var frontier: [[ActionStep]] = [[]]
    for level in 0...depth {
      var next: [[ActionStep]] = []
      for steps in frontier {
        let feature = make(state)
        defer { closeEverything(on: feature) }
        guard await walk(steps, on: feature, sourceLocation: sourceLocation) else { continue }
        walked += 1
        if !containsModal(feature.hierarchySnapshot) { links.insert(feature.currentPath) }
        guard level < depth, let body = feature.visibleScreen?.render() else { continue }
        for action in body.actions {
          for arguments in argumentLists(for: action, samples: samples) {
            next.append(steps + [ActionStep(name: action.name, arguments: arguments)])
          }
        }
      }
      frontier = next
    }
  }
  for state in states {
    for link in links.sorted(by: { $0.description < $1.description }) {
      let feature = make(state)
      await expectLinkLandsOrSaysWhy(link, on: feature, sourceLocation: sourceLocation)
      closeEverything(on: feature)
    }
  }
  return walked
}

/// Closes whatever `feature` shows above its root, asking nothing (a detour waiting for the
/// user ends, abandoned), so nothing the walk left waits on a tree no one holds.
@MainActor
private func closeEverything(on feature: some Coordinatable) {
  feature.forcing { (feature as? any FlowCoordinatable)?.popToRoot() }
}

/// Takes `steps` on `feature`, checking the last one's exit and every redirect; false when a
/// step is refused or missing.
@MainActor
private func walk(_ steps: [ActionStep], on feature: some Coordinatable, sourceLocation: SourceLocation) async -> Bool {
  let recorder = NavigationRecorder(observing: feature)
  guard let last = steps.last else { return await replay([], on: feature) }
  guard await replay(Array(steps.dropLast()), on: feature) else { return false }
  let asking = coordinatorsWhoseGuardWouldAsk(below: feature)
  let answersAQuestion = showsLeaveQuestion(feature)
  guard await replay([last], on: feature) else { return false }
  let path = steps.map(\.description).joined(separator: ", ")
  if !answersAQuestion, !showsLeaveQuestion(feature) {
    for coordinator in asking where coordinator.parent == nil {
      Issue.record(
        "after \(path), \(type(of: coordinator)) left with changes its leave question would ask about, and nothing asked",
        sourceLocation: sourceLocation)
    }
  }
  for loop in recorder.diagnostics where loop.code == .redirectLoop {
    Issue.record("after \(path), a redirect cycle: \(loop.message)", sourceLocation: sourceLocation)
  }
  return true
}

/// Whether `feature` shows a leave question.
@MainActor
private func showsLeaveQuestion(_ feature: some Coordinatable) -> Bool {
  feature.visibleScreen?.destination.asksBeforeLeaving == true
}

/// The coordinators below `root` (itself excluded) whose leave question would ask.
@MainActor
private func coordinatorsWhoseGuardWouldAsk(below root: any Coordinatable) -> [any Coordinatable] {
  var asking: [any Coordinatable] = []
  func visit(_ coordinator: any Coordinatable) {
    if coordinator !== root, coordinator.leaveQuestion != nil { asking.append(coordinator) }
    for destination in ContainerView.of(coordinator, bind: false)?.destinations ?? [] {
      if let child = destination.madeCoordinator { visit(child) }
    }
  }
  visit(root)
  return asking
}

/// Opens `link` on `feature`: refused (its guard's sentence, or any other), reached, or held
/// by a detour (a modal shows) are all fine; landing on another place without a word is not.
@MainActor
private func expectLinkLandsOrSaysWhy(
  _ link: DeepLinkPath, on feature: some DeepLinkable, sourceLocation: SourceLocation
) async {
  await feature.settled()
  do {
    try await feature.open(link)
  } catch {
    return
  }
  await feature.settled()
  guard feature.currentPath != link, !containsModal(feature.hierarchySnapshot) else { return }
  Issue.record(
    "open '\(link)' lands on '\(feature.currentPath)' without a word: a guard must refuse or detour",
    sourceLocation: sourceLocation)
}
