import Scaffolding

/// How costs grow with the stack: push + pop on top of 10, 1,000 and 100,000 destinations
/// (must stay flat), and popToRoot and teardown per removed destination.
@MainActor
struct ScalingSuite {
  let sampler: Sampler
  let smoke: Bool

  private var depths: [Int] { smoke ? [10, 100] : [10, 1_000, 100_000] }
  private var operations: Int { smoke ? 20 : 100_000 }

  func run() -> [ResultRow] {
    let compare = Comparison(section: "scaling", sampler: sampler)
    var rows: [ResultRow] = []
    for depth in depths { rows.append(pushPop(compare, depth: depth)) }
    for depth in depths { rows.append(popToRoot(compare, depth: depth)) }
    for depth in depths { rows.append(teardown(compare, depth: depth)) }
    rows.append(referenceAsWritten(depth: depths.last ?? 10))
    return rows
  }

  private func pushPop(_ compare: Comparison, depth: Int) -> ResultRow {
    let flow = TreeBuilder.flow(depth: depth)
    let count = operations
    return compare.row(
      "push + pop at depth \(depth)", budget: .atMostTimesReference(1.2),
      ours: { (Sampler.time { flow.pushAndPop(times: count) }, count) },
      baseline: PushPopWorkload(depth: depth, count: count))
  }

  private func popToRoot(_ compare: Comparison, depth: Int) -> ResultRow {
    compare.row(
      "popToRoot from depth \(depth) (per destination)",
      ours: {
        let flow = TreeBuilder.flow(depth: depth)
        return (Sampler.time { flow.popToRoot() }, depth)
      },
      baseline: PopToRootWorkload(depth: depth))
  }

  private func teardown(_ compare: Comparison, depth: Int) -> ResultRow {
    compare.row(
      "setRoot teardown from depth \(depth) (per destination)", budget: .atMost(300),
      ours: {
        let flow = TreeBuilder.flow(depth: depth)
        return (Sampler.time { flow.setRoot(.home) }, depth + 1)
      },
      baseline: ResetWorkload(depth: depth))
  }

  /// The reference router's own `goBack()` (`currentStack.removeLast()` through a computed
  /// property) copies the path on every pop: information, not a target.
  private func referenceAsWritten(depth: Int) -> ResultRow {
    let router = ReferenceRouter.pushed(depth)
    let count = smoke ? 5 : 200
    let value = sampler.median {
      (
        Sampler.time {
          for index in 0..<count {
            router.push(.detail(index))
            router.popViaCurrentStack()
          }
        }, count
      )
    }
    return ResultRow(
      section: "scaling", name: "reference as written: push + goBack() at depth \(depth)", value: value,
      unit: "ns/op", note: "currentStack.removeLast() through a computed property copies the whole path")
  }
}
