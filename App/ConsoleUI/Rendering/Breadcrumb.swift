import Scaffolding

/// Where the user is, as one line: `Main Tab › Home › Item 3  (push)`.
///
/// Each step of the visible path contributes its name: a tab its label, a child coordinator
/// its type without the `Coordinator` suffix, the visible screen its title. The way the screen
/// was reached (root, push, sheet, full-screen cover) closes the line.
@MainActor
enum Breadcrumb {
  static func line(for visible: VisibleScreen, title: String) -> String {
    let steps = visible.path.dropLast().compactMap { destination -> String? in
      if let label = destination.tabLabel { return label.title }
      return destination.coordinator.map { name(of: type(of: $0)) }
    }
    return (steps + [title]).joined(separator: " › ") + "  (\(reached(visible.destination.presentationType)))"
  }

  static func reached(_ type: DestinationType) -> String {
    switch type {
    case .root: "root"
    case .push: "push"
    case .sheet: "sheet"
    case .fullScreenCover: "full-screen cover"
    }
  }

  /// Names already humanized, by type: printing a type name is slow (reflection), and the
  /// same few coordinator types appear on every render.
  private static var names: [ObjectIdentifier: String] = [:]

  private static func name(of type: any Coordinatable.Type) -> String {
    if let known = names[ObjectIdentifier(type)] { return known }
    let name = humanized(String(describing: type))
    names[ObjectIdentifier(type)] = name
    return name
  }

  /// `MainTabCoordinator` → `Main Tab`.
  private static func humanized(_ typeName: String) -> String {
    let name = typeName.hasSuffix("Coordinator") ? String(typeName.dropLast("Coordinator".count)) : typeName
    var words = ""
    for character in name {
      if character.isUppercase, !words.isEmpty { words.append(" ") }
      words.append(character)
    }
    return words
  }
}
