import Scaffolding

/// Checks the screen a user sees from `coordinator` down: its meta and, when given, the type
/// of the coordinator that made it and its rendered title. Returns it for further checks.
///
/// Use it after driving navigation the way a user would ("after login, the feed shows") rather
/// than reaching into one container.
@MainActor
@discardableResult
public func expectVisibleScreen<Meta: DestinationMeta>(
  of coordinator: some Coordinatable,
  _ meta: Meta,
  ownedBy owner: (any Coordinatable.Type)? = nil,
  title: String? = nil,
  fileID: String = #fileID,
  line: Int = #line
) throws -> VisibleScreen {
  let visible = try requireVisibleScreen(of: coordinator, fileID: fileID, line: line)
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
  guard problems.isEmpty else {
    throw ScaffoldingTestFailure(
      "visible screen of \(typeName(coordinator)): " + problems.joined(separator: "; ") + "\n" + treeText(coordinator),
      fileID: fileID, line: line)
  }
  return visible
}

/// Checks the rendered title of the screen a user sees from `coordinator` down, for tests that
/// only know the screen by what it displays.
@MainActor
@discardableResult
public func expectVisibleScreen(
  of coordinator: some Coordinatable,
  title: String,
  fileID: String = #fileID,
  line: Int = #line
) throws -> VisibleScreen {
  let visible = try requireVisibleScreen(of: coordinator, fileID: fileID, line: line)
  let actual = visible.render().title
  guard actual == title else {
    throw ScaffoldingTestFailure(
      "visible screen of \(typeName(coordinator)): title expected \"\(title)\", got \"\(actual)\"\n"
        + treeText(coordinator),
      fileID: fileID, line: line)
  }
  return visible
}

/// Checks what going back would do from the visible screen (pop, close a modal, nothing).
@MainActor
public func expectBackAction(
  of coordinator: some Coordinatable,
  _ expected: BackAction,
  fileID: String = #fileID,
  line: Int = #line
) throws {
  let actual = coordinator.backAction
  guard actual != expected else { return }
  throw ScaffoldingTestFailure(
    "back action of \(typeName(coordinator)): expected \(expected), got \(actual)\n" + treeText(coordinator),
    fileID: fileID, line: line)
}

@MainActor
func requireVisibleScreen(
  of coordinator: some Coordinatable, fileID: String, line: Int
) throws -> VisibleScreen {
  guard let visible = coordinator.visibleScreen else {
    throw ScaffoldingTestFailure(
      "\(typeName(coordinator)) shows no screen (has it left the tree?)\n" + treeText(coordinator),
      fileID: fileID, line: line)
  }
  return visible
}
