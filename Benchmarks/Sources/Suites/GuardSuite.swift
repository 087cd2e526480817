@_spi(Inspection) import Scaffolding

/// What entry guards cost a deep link: the four-level link into another module's flow, plain,
/// through a guard that allows each item, and through one detour the user gets through at once
/// (the link is opened again after it), each against the plain link measured in the same run.
@MainActor
struct GuardSuite {
  let sampler: Sampler
  let smoke: Bool

  private var coldRoots: Int { smoke ? 5 : 10_000 }

  func run() async -> [ResultRow] {
    let plain = await link(.none)
    var rows = [row("deep link, 4 levels, no guards", plain, budget: nil, note: "the reference for the rows below")]
    rows.append(
      row(
        "deep link through an allowing guard", await link(.allowing), budget: .atMost(2 * plain.value),
        note: "a guard on each of the two items, deciding at once; <= 2x the plain link"))
    rows.append(
      row(
        "deep link through one redirect", await link(.detouringOnce), budget: .atMost(2 * plain.value),
        note: "a detour the user gets through at once, then the link opened again and allowed; <= 2x the plain link"))
    return rows
  }

  private struct Measured {
    var value: Double
    var failure: String?
  }

  /// `open` of the four-level link on cold hosts guarded as `guarding`, until settled.
  private func link(_ guarding: BenchLinkHost.Guarding) async -> Measured {
    let link = BenchLinkHost.fourLevelLink
    let count = coldRoots
    var failure: String?
    let value = await sampler.medianAwaiting {
      let hosts = (0..<count).map { _ in BenchLinkHost(guarding: guarding) }
      let elapsed = await Sampler.time {
        for host in hosts {
          do throws(DeepLinkError) {
            try await host.open(link)
            await host.settled()
          } catch {
            failure = error.description
          }
        }
      }
      if let last = hosts.last, last.currentPath != link { failure = "landed at \(last.currentPath)" }
      return (elapsed, count)
    }
    return Measured(value: value, failure: failure)
  }

  private func row(_ name: String, _ measured: Measured, budget: Budget?, note: String) -> ResultRow {
    if let failure = measured.failure { return .failed(section: "guards", name: name, reason: failure) }
    return ResultRow(section: "guards", name: name, value: measured.value, unit: "ns/op", budget: budget, note: note)
  }
}
