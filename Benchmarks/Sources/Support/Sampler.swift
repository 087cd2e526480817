/// Times a benchmark the same way for every row: warm-up runs that are thrown away, then
/// several measured runs, reporting the median nanoseconds per operation.
///
/// A run times a whole batch of operations with one pair of clock reads, so the clock's own
/// cost (tens of nanoseconds) is spread over the batch. Setup that must not be timed (building
/// a tree to tear down) happens inside the run, outside ``Sampler/time(_:)``.
struct Sampler {
  /// Runs thrown away to warm caches, the allocator and lazily bound symbols.
  var warmupRuns: Int
  /// Runs measured; the median of them is reported.
  var runs: Int

  /// The settings for real measurements and for `--smoke`, which only checks that rows run.
  static func forMode(smoke: Bool) -> Sampler {
    smoke ? Sampler(warmupRuns: 0, runs: 1) : Sampler(warmupRuns: 2, runs: 7)
  }

  /// Median ns/op over the measured runs; `run` returns its elapsed time and how many
  /// operations it timed.
  func median(_ run: () -> (elapsed: Duration, operations: Int)) -> Double {
    for _ in 0..<warmupRuns { _ = run() }
    var samples: [Double] = []
    for _ in 0..<runs {
      let (elapsed, operations) = run()
      samples.append(elapsed.nanoseconds / Double(max(operations, 1)))
    }
    return samples.sorted()[samples.count / 2]
  }

  /// ``median(_:)`` for a run that awaits (a link checked against data, a tree settling).
  @MainActor
  func medianAwaiting(_ run: () async -> (elapsed: Duration, operations: Int)) async -> Double {
    for _ in 0..<warmupRuns { _ = await run() }
    var samples: [Double] = []
    for _ in 0..<runs {
      let (elapsed, operations) = await run()
      samples.append(elapsed.nanoseconds / Double(max(operations, 1)))
    }
    return samples.sorted()[samples.count / 2]
  }

  /// Several runs measured in turns: each round runs every one once, in an order that rotates
  /// from round to round; returns each one's ns/op, round by round. Rows that compare the core
  /// with the routers use this, so a burst of background load on this shared 2-core machine
  /// slows all sides of a comparison alike instead of whichever happened to be running, and
  /// each round's figures can be divided pairwise.
  func rounds(of runs: [() -> (elapsed: Duration, operations: Int)]) -> [[Double]] {
    for run in runs {
      for _ in 0..<warmupRuns { _ = run() }
    }
    var samples = Array(repeating: [Double](), count: runs.count)
    for round in 0..<comparisonRuns {
      for offset in runs.indices {
        let index = (round + offset) % runs.count
        let (elapsed, operations) = runs[index]()
        samples[index].append(elapsed.nanoseconds / Double(max(operations, 1)))
      }
    }
    return samples
  }

  /// Rounds for comparisons: more than ``runs``, because a ratio is judged against its budget
  /// and both of its sides vary.
  var comparisonRuns: Int { runs == 1 ? 1 : 2 * runs - 1 }

  /// The middle value (the upper one of the two for an even count).
  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
  }

  /// Times `body` on the monotonic clock. Main-actor isolated like everything it times, so
  /// the timed closure may use main-actor state freely.
  @MainActor
  @inline(__always)
  static func time(_ body: () -> Void) -> Duration {
    let clock = ContinuousClock()
    let start = clock.now
    body()
    return start.duration(to: clock.now)
  }
}

extension Sampler {
  /// ``time(_:)`` for a body that awaits.
  @MainActor
  static func time(_ body: () async -> Void) async -> Duration {
    let clock = ContinuousClock()
    let start = clock.now
    await body()
    return start.duration(to: clock.now)
  }
}

extension Duration {
  /// The duration in nanoseconds, as a `Double` for ratios and per-operation figures.
  var nanoseconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
  }
}
