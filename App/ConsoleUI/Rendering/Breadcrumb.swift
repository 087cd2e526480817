import Foundation
import Scaffolding

/// Where the user is, as one line: `Main Tab › Home › Item 3  (push)`.
///
/// Each step of the visible path contributes its name: a tab its label, a child coordinator
/// its type without the `Coordinator` suffix, the visible screen its title. The way the screen
/// was reached (root, push, sheet, full-screen cover) closes the line.
///
/// The console draws it after every command, and the steps above the screen change only when
/// the path does, so the last few are kept as text. A destination never moves in the tree,
/// so the innermost destination above the screen and its depth stand for every step above
/// it: the key is that one id, not the destination (holding it would keep a dismissed
/// subtree alive; ids are never reused). Steps not kept are the kept steps above their last
/// destination plus its name: opening a sheet (a new coordinator, new ids) adds one name to
/// steps already kept instead of making them all again: about 3,700 instructions where making
/// every step cost 5,500. Finding steps kept costs about 400, one id and a scan. The kept text also lets ``ScreenRenderer``
/// recognise a screen drawn before.
@MainActor
final class Breadcrumb {
  /// The innermost destination above a screen, with its position: what its steps are made of.
  private struct Above: RecentlyUsedKey {
    let id: UUID
    let depth: Int

    func isSame(as other: Above) -> Bool { depth == other.depth && id == other.id }

    /// The depth and the last bytes of the id, which count destinations.
    var fingerprint: Int {
      let uuid = id.uuid
      return depth << 16 | Int(uuid.14) << 8 | Int(uuid.15)
    }
  }

  /// Enough for every tab's flows and a sheet or two, and the steps above each of those.
  private var recent = RecentlyUsed<Above, String>(capacity: 16)
  /// Names already humanized, by type: printing a type name is slow (reflection), and the
  /// same few coordinator types appear on every render. A list searched in order: an app has
  /// a dozen coordinator types, and hashing into a dictionary cost about 1,000 instructions a
  /// look-up, a scan a few dozen.
  private var names: [(type: ObjectIdentifier, name: String)] = []

  /// The steps above `visible`'s screen, each followed by the separator: `Main Tab › Home › `.
  func steps(above visible: VisibleScreen) -> String {
    let path = visible.path
    return steps(before: path.count - 1, in: path)
  }

  /// The steps of `path[..<end]`: kept, or those above its last destination plus its name.
  private func steps(before end: Int, in path: [Destination]) -> String {
    guard end > 0 else { return "" }
    let destination = path[end - 1]
    let key = Above(id: destination.id, depth: end)
    if let steps = recent.value(for: key) { return steps }
    var steps = steps(before: end - 1, in: path)
    if let label = destination.tabLabel {
      steps.append(label.title)
      steps.append(" › ")
    } else if let coordinator = destination.coordinator {
      steps.append(name(of: type(of: coordinator)))
      steps.append(" › ")
    }
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

  private func name(of type: any Coordinatable.Type) -> String {
    let key = ObjectIdentifier(type)
    for known in names where known.type == key { return known.name }
    let name = Self.humanized(String(describing: type))
    names.append((key, name))
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
