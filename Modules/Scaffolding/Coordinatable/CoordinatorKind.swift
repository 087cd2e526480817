/// The three coordinator kinds, as snapshots and front ends name them.
@_spi(Inspection)
public enum CoordinatorKind: String, Sendable, Hashable, CaseIterable {
  case flow, tab, root
}
