import Foundation
import Scaffolding

/// Where the user is, as one line: `Main Tab › Home › Item 3  (push)`.
///
/// Each step of the visible path contributes its name: a tab its label, a child coordinator
/// its type without the `Coordinator` suffix, the visible screen its title. The way the screen
/// was reached (root, push, sheet, full-screen cover) closes the line.
///
/// The console draws it after every command, and the steps above the screen change only when
/// the path does, so the last few are kept as text with the ids of the destinations they were
/// made from. Ids, not the destinations: holding those would keep a dismissed subtree alive,
/// and ids are never reused. Making the steps costs about 6,000 instructions; finding them
/// kept, a few hundred. The kept text also lets ``ScreenRenderer`` recognise a screen drawn
/// before.
@MainActor
final class Breadcrumb {
  /// The ids of the destinations above a screen, outermost first: what its steps are made of.
  private struct StepIDs: RecentlyUsedKey {
    let ids: [UUID]

    func isSame(as other: StepIDs) -> Bool { ids == other.ids }

    /// The number of steps and the last byte of the innermost id, which counts destinations.
    var fingerprint: Int { ids.count << 8 | Int(ids.last?.uuid.15 ?? 0) }
  }

  /// Enough for every tab's flows and a sheet or two.
  private var recent = RecentlyUsed<StepIDs, String>(capacity: 8)
  /// Names already humanized, by type: printing a type name is slow (reflection), and the
  /// same few coordinator types appear on every render.
  private var names: [ObjectIdentifier: String] = [:]

  /// The steps above `visible`'s screen, each followed by the separator: `Main Tab › Home › `.
  func steps(above visible: VisibleScreen) -> String {
    let path = visible.path
    var ids: [UUID] = []
    ids.reserveCapacity(path.count)
    for destination in path.dropLast() { ids.append(destination.id) }
    let key = StepIDs(ids: ids)
    if let steps = recent.value(for: key) { return steps }
    let steps = makeSteps(above: path)
    recent.keep(steps, for: key)
    return steps
  }

  /// Appends the whole line to `output`: the `steps`, the screen's `title`, how it was reached.
  static func appendLine(steps: String, title: String, reached: DestinationType, to output: inout String) {
    output.append(steps)
    output.append(title)
    output.append("  (")
    output.append(Self.reached(reached))
    output.append(")")
  }

  static func reached(_ type: DestinationType) -> String {
    switch type {
    case .root: "root"
    case .push: "push"
    case .sheet: "sheet"
    case .fullScreenCover: "full-screen cover"
    }
  }

  private func makeSteps(above path: [Destination]) -> String {
    var steps = ""
    for destination in path.dropLast() {
      if let label = destination.tabLabel {
        steps.append(label.title)
      } else if let coordinator = destination.coordinator {
        steps.append(name(of: type(of: coordinator)))
      } else {
        continue
      }
      steps.append(" › ")
    }
    return steps
  }

  private func name(of type: any Coordinatable.Type) -> String {
    if let known = names[ObjectIdentifier(type)] { return known }
    let name = Self.humanized(String(describing: type))
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
