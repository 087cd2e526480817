@_spi(Inspection) import Scaffolding
import Testing

/// Walks every place a user can reach in a feature by its screens' actions (up to `depth`
/// actions from a fresh coordinator), and checks at each that the link the feature reports
/// (`currentPath`, what `where` prints and a restart reopens) leads back there: `open` of that
/// path, in a fresh coordinator, gives the same hierarchy, the same visible screen and the same
/// path. A sheet or cover a link names is checked on its first screen (a link reopens a modal
/// there: its own steps are its state, not part of a link); places further inside a modal, or
/// under one links leave out, are walked through but not checked. The tree settles (``Scaffolding/Coordinatable/settled()``) after every action
/// and every `open`, so each screen is compared with what it loaded.
///
/// Then it opens links no tap sequence reports: the paths of the places one action away, joined
/// (repeats, `A/B/A`, and a long alternation). Each must be refused, or reached where the same
/// taps reach (the actions of its parts in turn, when they can be taken), else exactly: a link
/// is never silently shortened.
///
/// Actions whose parameters have no `samples` are skipped; each combination of the samples is
/// tried, and an action that refuses its arguments ends that branch. Each mismatch is recorded
/// at the caller's line, naming the actions that led there.
///
/// - Parameters:
///   - make: A fresh coordinator each time, on fake data, whose outcomes go nowhere.
///   - samples: Values to try, by parameter name (`["item": ["3", "2"]]`).
///   - depth: How many actions deep to go.
/// - Returns: How many places were checked, so a test can assert the walk went somewhere.
@MainActor
@discardableResult
public func expectEveryPlaceRoundTrips<Feature: DeepLinkable>(
  _ make: () -> Feature,
  samples: [String: [String]] = [:],
  depth: Int = 3,
  sourceLocation: SourceLocation = #_sourceLocation
) async -> Int {
  var checked = 0
  var frontier: [[ActionStep]] = [[]]
  var parts: [ReachedPlace] = []
  for level in 0...depth {
    var next: [[ActionStep]] = []
    for steps in frontier {
      let feature = make()
      guard await replay(steps, on: feature) else { continue }
      if !containsModal(feature.hierarchySnapshot) || showsLinkedModalsFirstScreen(feature) {
        checked += 1
        await checkRoundTrip(of: feature, reachedBy: steps, make: make, sourceLocation: sourceLocation)
      }
      if level == 1, !feature.currentPath.isEmpty, !containsModal(feature.hierarchySnapshot) {
        parts.append(ReachedPlace(path: feature.currentPath, steps: steps))
      }
      guard level < depth, let body = feature.visibleScreen?.render() else { continue }
      for action in body.actions {
        for arguments in argumentLists(for: action, samples: samples) {
          next.append(steps + [ActionStep(name: action.name, arguments: arguments)])
        }
      }
    }
    frontier = next
  }
  for joined in joinedLinks(of: parts) {
    await checkJoinedLink(joined, make: make, sourceLocation: sourceLocation)
  }
  return checked
}

/// The links made of the parts' paths: each pair `A/B` and `A/B/A` (`A/A` among them), and
/// `A/B` fifty times over, for the first few parts.
private func joinedLinks(
  of parts: [ReachedPlace]
) -> [[ReachedPlace]] {
  let few = parts.prefix(4)
  var links: [[ReachedPlace]] = []
  for first in few {
    for second in few {
      links += [[first, second], [first, second, first]]
    }
  }
  if let first = few.first, let second = few.dropFirst().first {
    links.append(Array(repeating: [first, second], count: 50).flatMap { $0 })
  }
  return links
}

/// Opens the link `parts` make in a fresh coordinator: refused is fine; reached, it must be
/// where the parts' actions taken in turn lead, or, when they can't be taken, the link itself.
@MainActor
private func checkJoinedLink<Feature: DeepLinkable>(
  _ parts: [ReachedPlace], make: () -> Feature, sourceLocation: SourceLocation
) async {
  let link = DeepLinkPath(parts.flatMap(\.path.segments))
  let opened = make()
  await opened.settled()
  do {
    try await opened.open(link)
  } catch {
    return
  }
  await opened.settled()
  let tapped = make()
  if await replay(parts.flatMap(\.steps), on: tapped) {
    guard opened.hierarchySnapshot != tapped.hierarchySnapshot || opened.currentPath != tapped.currentPath else {
      return
    }
    Issue.record(
      "open '\(link)' reaches '\(opened.currentPath)', but the same taps reach '\(tapped.currentPath)'",
      sourceLocation: sourceLocation)
  } else if opened.currentPath != link {
    Issue.record(
      "open '\(link)' reaches '\(opened.currentPath)': a step was dropped without a word",
      sourceLocation: sourceLocation)
  }
}

/// A place the walk reached, with its link and the actions that led there.
private struct ReachedPlace {
  let path: DeepLinkPath
  let steps: [ActionStep]
}

/// One action a user took: its name and arguments.
struct ActionStep: CustomStringConvertible {
  let name: String
  let arguments: [String]

  var description: String { ([name] + arguments).joined(separator: " ") }
}

/// Runs `steps` on the screens `feature` shows in turn; false when one is refused or missing.
@MainActor
func replay(_ steps: [ActionStep], on feature: some Coordinatable) async -> Bool {
  await feature.settled()
  for step in steps {
    guard let action = feature.visibleScreen?.render().actions.first(where: { $0.name == step.name }) else {
      return false
    }
    do {
      try action.perform(step.arguments)
    } catch {
      return false
    }
    await feature.settled()
  }
  return true
}

/// Checks that reopening `feature`'s path in a fresh coordinator gives the same place.
@MainActor
private func checkRoundTrip<Feature: DeepLinkable>(
  of feature: Feature, reachedBy steps: [ActionStep], make: () -> Feature, sourceLocation: SourceLocation
) async {
  let path = feature.currentPath
  let reached = steps.isEmpty ? "the first screen" : "after \(steps.map(\.description).joined(separator: ", "))"
  let reopened = make()
  do {
    try await reopened.open(path)
  } catch {
    Issue.record("\(reached), the path '\(path)' is refused by open: \(error)", sourceLocation: sourceLocation)
    return
  }
  await reopened.settled()
  let title = feature.visibleScreen?.render().title
  let reopenedTitle = reopened.visibleScreen?.render().title
  if reopened.hierarchySnapshot != feature.hierarchySnapshot || reopenedTitle != title || reopened.currentPath != path {
    Issue.record(
      """
      \(reached), the path '\(path)' reopens somewhere else:
      reached (\(title ?? "nothing shown")):
      \(feature.hierarchySnapshot)
      reopened (\(reopenedTitle ?? "nothing shown"), path '\(reopened.currentPath)'):
      \(reopened.hierarchySnapshot)
      """,
      sourceLocation: sourceLocation)
  }
}

/// Every combination of `samples` for the action's required parameters; none when one of
/// them has no samples.
func argumentLists(for action: ScreenAction, samples: [String: [String]]) -> [[String]] {
  var lists: [[String]] = [[]]
  for parameter in action.parameters where !parameter.isOptional {
    guard let values = samples[parameter.name], !values.isEmpty else { return [] }
    lists = lists.flatMap { list in values.map { list + [$0] } }
  }
  return lists
}

/// Whether `feature` shows the first screen of a modal its link names: a screen presented
/// alone, or the first screen of a presented flow.
@MainActor
private func showsLinkedModalsFirstScreen(_ feature: some DeepLinkable) -> Bool {
  guard !feature.currentPathLeavesOutModal, let destination = feature.visibleScreen?.destination else { return false }
  return destination.routeType.isModal || (destination.routeType == .root && destination.presentationType.isModal)
}

/// Whether a sheet or cover is open anywhere in `snapshot`.
func containsModal(_ snapshot: HierarchySnapshot) -> Bool {
  snapshot.entries.contains { entry in
    entry.role == .sheet || entry.role == .fullScreenCover || entry.child.map(containsModal) == true
  }
}
