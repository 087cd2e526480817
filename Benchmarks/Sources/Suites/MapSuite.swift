import AppFeature
import ConsoleUI

/// What `console --map` costs on the demo app (issue #31's map target): the whole walk, each
/// place rebuilt from sign-in in a fresh app, and the Mermaid printed.
@MainActor
struct MapSuite {
  let sampler: Sampler

  func run() async -> [ResultRow] {
    let name = "app map of the demo app: walk and print"
    var map: AppMap?
    let milliseconds =
      await sampler.medianAwaiting {
        let elapsed = await Sampler.time {
          let walked = try? await AppMap.walk()
          blackHole(walked.map(MapFormat.mermaid.text(of:)))
          map = walked
        }
        return (elapsed, 1)
      } / 1e6
    guard let map, map.transitions.contains(where: { $0.kind == .root }) else {
      return [
        .failed(section: "map", name: name, reason: "the walk never signed in: \(map?.screens.count ?? 0) screens")
      ]
    }
    return [
      ResultRow(
        section: "map", name: name, value: milliseconds, unit: "ms", budget: .atMost(2_000),
        note: "AppMap.walk() over AppTab.all, \(map.screens.count) screens and \(map.transitions.count) transitions")
    ]
  }
}
