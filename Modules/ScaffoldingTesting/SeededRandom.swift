/// A small deterministic random generator (SplitMix64) for model-based and fuzz tests: the same
/// seed gives the same sequence on every platform, so a test that prints its seed when it fails
/// can be replayed exactly.
///
/// ```swift
/// var random = SeededRandom(seed: seed)
/// let step = steps.randomElement(using: &random)
/// ```
public struct SeededRandom: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// A generator whose sequence is fixed by `seed`.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next value of the sequence.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
