import AppFeature
import AppTesting
import Scaffolding

/// Which app a golden journey drives and which features it may show, read from its first
/// `#! tabs …` directive, so that a journey depends only on the features it names.
///
/// `#! tabs home profile` runs every run of the journey on those rows of ``AppTab/all``, in
/// that order; `#! tabs stand-ins` on the stand-in tabs (``Swift/Array/standIns``), for
/// journeys that prove the console's and the App's own rules. A presented flow's name
/// (`compose`) adds no row (the tabs that present it bring it) but lets the journey show it.
/// A journey with no `#! tabs` runs the whole app, and a run that starts with `#! feature NAME`
/// runs that feature alone. Whatever the journey draws is checked against what it names, so a
/// change to a feature can only rewrite the journeys that name it.
@MainActor
struct JourneyScope {
  /// The journey's name, for messages.
  let journey: String
  /// The tab table its runs use; with ``usesStandIns``, the stand-ins without a load.
  let tabs: [AppTab]
  /// Whether it runs on the stand-in tabs (`#! tabs stand-ins`).
  let usesStandIns: Bool
  /// The features (tabs and presented flows) it names; nil when it runs the whole app and may
  /// show any.
  let named: Set<String>?

  /// The scope `script`'s `#! tabs` directive sets, naming rows of `table` (the app's, unless a
  /// test of the harness gives its own), which must come before its first line that is not a
  /// directive. Throws, naming the journey, for an unknown or repeated name, a directive that
  /// names no tab, or one found later in the script.
  init(script: String, journey: String, table: [AppTab] = AppTab.all) throws(TranscriptError) {
    self.journey = journey
    let lines = script.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let leading = lines.prefix { $0.hasPrefix("#! ") }
    let directives = lines.enumerated().filter { $0.element.hasPrefix("#! tabs") }
    guard let (index, directive) = directives.first.map({ ($0.offset, $0.element) }) else {
      tabs = table
      usesStandIns = false
      named = nil
      return
    }
    guard index < leading.count, directives.count == 1 else {
      throw TranscriptError(
        journey, "'#! tabs' must come once, before the journey's first line that is not a '#!' directive")
    }
    let names = directive.dropFirst("#! tabs".count).split(separator: " ").map(String.init)
    if names.contains("stand-ins") {
      guard names == ["stand-ins"] else { throw TranscriptError(journey, "'#! tabs stand-ins' takes no other name") }
      tabs = .standIns
      usesStandIns = true
      named = []
      return
    }
    var rows: [AppTab] = []
    var seen: Set<String> = []
    for name in names {
      guard seen.insert(name).inserted else { throw TranscriptError(journey, "'#! tabs' names '\(name)' twice") }
      if let row = table.first(where: { $0.name.rawValue == name }) {
        rows.append(row)
      } else if !PresentedFlow.all.contains(where: { $0.name == name }) {
        throw TranscriptError(journey, "'#! tabs' names '\(name)', which is none of \(Self.known(in: table))")
      }
    }
    guard !rows.isEmpty else {
      throw TranscriptError(journey, "'#! tabs' names no tab; name some of \(Self.known(in: table))")
    }
    tabs = rows
    usesStandIns = false
    named = seen
  }

  /// What a `#! tabs` directive may name, for its error messages.
  static func known(in table: [AppTab]) -> String {
    let tabs = table.map(\.name.rawValue).joined(separator: ", ")
    let flows = PresentedFlow.all.map(\.name).joined(separator: ", ")
    return "the tabs of the tab table (\(tabs)), the presented flows (\(flows)) and 'stand-ins'"
  }

  /// The feature a run's leading `#! feature NAME` directive runs alone, nil when the run has
  /// none. Throws, naming the journey, for a name that is no feature.
  func feature(directive line: String) throws(TranscriptError) -> FeaturePreview? {
    guard line.hasPrefix("#! feature ") else { return nil }
    let name = String(line.dropFirst("#! feature ".count))
    guard let feature = FeaturePreview(rawValue: name) else {
      let known = FeaturePreview.allCases.map(\.rawValue).joined(separator: ", ")
      throw TranscriptError(journey, "'#! feature' names '\(name)', which is not a feature that runs alone (\(known))")
    }
    return feature
  }

  /// The feature (a tab's or a presented flow's name) whose module made `coordinator`, nil for
  /// the App's own coordinators, Auth's and the stand-ins'.
  static func feature(of coordinator: any Coordinatable) -> String? {
    let module = String(reflecting: type(of: coordinator)).prefix { $0 != "." }.lowercased()
    let features = AppTab.all.map(\.name.rawValue) + PresentedFlow.all.map(\.name)
    return features.first { $0 == module }
  }

  /// Checks that a run (alone on `feature`, if set) shows only features the journey names:
  /// `shown` are the features of the coordinators on every drawn screen's path.
  func check(shown: Set<String>, feature: FeaturePreview?) throws(TranscriptError) {
    guard let allowed = feature.map({ [$0.rawValue] }) ?? named else { return }
    let unnamed = shown.subtracting(allowed).sorted()
    guard unnamed.isEmpty else {
      let directive = feature.map { "'#! feature \($0.rawValue)'" } ?? "its '#! tabs' directive"
      throw TranscriptError(
        journey,
        "it shows \(unnamed.joined(separator: ", ")), which \(directive) doesn't name; name \(unnamed.count == 1 ? "it" : "them") in '#! tabs' (a change to a feature must only rewrite the journeys that name it)"
      )
    }
  }
}
