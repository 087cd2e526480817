/// One operation measured three ways in the same run: through the Scaffolding core, through
/// the reference `@Observable` router, and through the same router without Observation.
@MainActor
struct Comparison {
  let section: String
  let sampler: Sampler

  /// A row for `name`: the core's median ns/op with the same work done by both baseline
  /// routers beside it, the three measured in turns (see ``Sampler/medians(of:)``).
  func row(
    _ name: String,
    budget: Budget? = nil,
    note: String? = nil,
    ours: () -> (elapsed: Duration, operations: Int),
    baseline: some RouterWorkload
  ) -> ResultRow {
    let values = withoutActuallyEscaping(ours) { ours in
      sampler.medians(of: [{ baseline.run(on: PlainRouter.self) }, { baseline.run(on: ReferenceRouter.self) }, ours])
    }
    let (floorValue, referenceValue, value) = (values[0], values[1], values[2])
    return ResultRow(
      section: section, name: name, value: value, unit: "ns/op", reference: referenceValue, floor: floorValue,
      budget: budget, note: note)
  }
}
