@_spi(Inspection) import Scaffolding
import Testing

/// Checks the screen a user sees from `coordinator` down: its meta and, when given, the type
/// of the coordinator that made it and its rendered title. Records one issue at the caller's
/// line naming every mismatch.
///
/// Use it after driving navigation the way a user would ("after login, the feed shows") rather
/// than reaching into one container. To go on with the screen (render it, run its actions),
/// use ``requireVisibleScreen(of:_:ownedBy:title:sourceLocation:)``, which returns it.
@MainActor
public func expectVisibleScreen<Meta: DestinationMeta>(
  of coordinator: some Coordinatable,
  _ meta: Meta,
  ownedBy owner: (any Coordinatable.Type)? = nil,
  title: String? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  Check.expect(visibleScreen(of: coordinator, meta, ownedBy: owner, title: title).problem, at: sourceLocation)
}

/// ``expectVisibleScreen(of:_:ownedBy:title:sourceLocation:)`` that returns the screen for
/// further checks, and throws after it records a mismatch.
@MainActor
@discardableResult
public func requireVisibleScreen<Meta: DestinationMeta>(
  of coordinator: some Coordinatable,
  _ meta: Meta,
  ownedBy owner: (any Coordinatable.Type)? = nil,
  title: String? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) throws -> VisibleScreen {
  try found(visibleScreen(of: coordinator, meta, ownedBy: owner, title: title), at: sourceLocation)
}

/// Checks the rendered title of the screen a user sees from `coordinator` down, for tests that
/// only know the screen by what it displays. Records an issue at the caller's line on a
/// mismatch.
@MainActor
public func expectVisibleScreen(
  of coordinator: some Coordinatable,
  title: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  Check.expect(visibleScreen(of: coordinator, title: title).problem, at: sourceLocation)
}

/// ``expectVisibleScreen(of:title:sourceLocation:)`` that returns the screen for further
/// checks, and throws after it records a mismatch.
@MainActor
@discardableResult
public func requireVisibleScreen(
  of coordinator: some Coordinatable,
  title: String,
  sourceLocation: SourceLocation = #_sourceLocation
) throws -> VisibleScreen {
  try found(visibleScreen(of: coordinator, title: title), at: sourceLocation)
}

/// The screen a user sees from `coordinator` down, whichever it is; records an issue at the
/// caller's line and throws when there is none (the coordinator left the tree).
@MainActor
public func requireVisibleScreen(
  of coordinator: some Coordinatable,
  sourceLocation: SourceLocation = #_sourceLocation
) throws -> VisibleScreen {
  try found(visibleScreen(of: coordinator), at: sourceLocation)
}

/// Checks what going back would do from the visible screen (pop, close a modal, nothing).
/// Records an issue at the caller's line on a mismatch.
@_spi(Inspection)
@MainActor
public func expectBackAction(
  of coordinator: some Coordinatable,
  _ expected: BackAction,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  Check.expect(backActionProblem(coordinator, expected), at: sourceLocation)
}

/// ``expectBackAction(of:_:sourceLocation:)``, throwing after it records the mismatch.
@_spi(Inspection)
@MainActor
public func requireBackAction(
  of coordinator: some Coordinatable,
  _ expected: BackAction,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  try Check.require(backActionProblem(coordinator, expected), at: sourceLocation)
}

/// The visible screen and what, if anything, is wrong with it.
private struct Inspection {
  var screen: VisibleScreen?
  var problem: String?
}

private func found(_ inspection: Inspection, at sourceLocation: SourceLocation) throws -> VisibleScreen {
  try Check.require(inspection.problem, at: sourceLocation)
  guard let screen = inspection.screen else {
    try Report.requirement("no visible screen, and no problem reported", at: sourceLocation)
  }
  return screen
}

@MainActor
private func visibleScreen(of coordinator: some Coordinatable) -> Inspection {
  guard let visible = coordinator.visibleScreen else {
    return Inspection(
      screen: nil,
      problem: "\(typeName(coordinator)) shows no screen (has it left the tree?)\n" + treeText(coordinator))
  }
  return Inspection(screen: visible, problem: nil)
}

@MainActor
private func visibleScreen<Meta: DestinationMeta>(
  of coordinator: some Coordinatable, _ meta: Meta, ownedBy owner: (any Coordinatable.Type)?, title: String?
) -> Inspection {
  let inspection = visibleScreen(of: coordinator)
  guard let visible = inspection.screen else { return inspection }
  var problems: [String] = []
  if (visible.destination.meta as? Meta) != meta {
    problems.append("meta: expected \(meta), got \(visible.destination.meta)")
  }
  if let owner, type(of: visible.context.owner) != owner {
    problems.append("owner: expected \(owner), got \(typeName(visible.context.owner))")
  }
  if let title, visible.render().title != title {
    problems.append("title: expected \"\(title)\", got \"\(visible.render().title)\"")
  }
  guard !problems.isEmpty else { return inspection }
  return Inspection(
    screen: visible,
    problem: "visible screen of \(typeName(coordinator)): " + problems.joined(separator: "; ") + "\n"
      + treeText(coordinator))
}

@MainActor
private func visibleScreen(of coordinator: some Coordinatable, title: String) -> Inspection {
  let inspection = visibleScreen(of: coordinator)
  guard let visible = inspection.screen else { return inspection }
  let actual = visible.render().title
  guard actual != title else { return inspection }
  return Inspection(
    screen: visible,
    problem: "visible screen of \(typeName(coordinator)): title expected \"\(title)\", got \"\(actual)\"\n"
      + treeText(coordinator))
}

@MainActor
private func backActionProblem(_ coordinator: some Coordinatable, _ expected: BackAction) -> String? {
  let actual = coordinator.backAction
  guard actual != expected else { return nil }
  return "back action of \(typeName(coordinator)): expected \(expected), got \(actual)\n" + treeText(coordinator)
}
