/// Consumes a value so the optimizer cannot prove a measured result unused and delete the
/// work that produced it.
///
/// `@_optimize(none)` keeps the call opaque even to whole-module optimization; the call itself
/// costs a few nanoseconds, which every row (baselines included) pays alike.
@_optimize(none)
func blackHole<T>(_ value: T) {}
