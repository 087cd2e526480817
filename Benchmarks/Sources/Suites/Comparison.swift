/// One operation measured two ways in the same run: through the Scaffolding core and through
/// the reference `@Observable` router.
@MainActor
struct Comparison {
  let section: String
  let sampler: Sampler

  /// A row for `name`: the core's median ns/op with the same work done by the reference
  /// router beside it, the two measured in turns (see ``Sampler/rounds(of:)``). The ratio
  /// to the reference is the median of each round's own ratio: the two runs of a round ran
  /// back to back, under the same load.
  func row(
    _ name: String,
    budget: Budget? = nil,
    note: String? = nil,
    ours: () -> (elapsed: Duration, operations: Int),
    baseline: some RouterWorkload
  ) -> ResultRow {
    let rounds = withoutActuallyEscaping(ours) { ours in
      sampler.rounds(of: [{ baseline.run() }, ours])
    }
    let (references, values) = (rounds[0], rounds[1])
    let ratios = zip(values, references).map { $0 / $1 }
    return ResultRow(
      section: section, name: name, value: Sampler.median(values), unit: "ns/op",
      reference: Sampler.median(references), timesReference: Sampler.median(ratios),
      budget: budget, note: note)
  }
}
