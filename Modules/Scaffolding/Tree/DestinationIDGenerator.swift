import Foundation

/// Mints the `UUID`s that identify destinations: one random 64-bit prefix per process and a
/// counter, in the RFC 4122 version-4 layout. Unique within the process; a destination stores
/// only its counter and builds the `UUID` when asked (PERFORMANCE.md, "Ids").
enum DestinationIDGenerator {
  private static let prefix = UInt64.random(in: .min ... .max)
  @MainActor private static var counter: UInt64 = 0

  /// The next counter value: one per destination, never reused in the process.
  @MainActor
  static func nextSerial() -> UInt64 {
    counter &+= 1
    return counter
  }

  /// The id of the destination that drew `serial`.
  static func id(forSerial serial: UInt64) -> UUID {
    let low = (serial & 0x3FFF_FFFF_FFFF_FFFF) | 0x8000_0000_0000_0000
    return UUID(uuid: bytes(versionedPrefix, low))
  }

  /// The prefix with the version-4 bits set: the first half of every id.
  private static var versionedPrefix: UInt64 { (prefix & 0xFFFF_FFFF_FFFF_0FFF) | 0x0000_0000_0000_4000 }

  /// The counter value inside an id this generator made; nil for any other `UUID`. Lets a
  /// lookup by id compare counters instead of building a `UUID` per candidate.
  static func serial(of id: UUID) -> UInt64? {
    let (high, low) = withUnsafeBytes(of: id.uuid) { raw in
      (
        UInt64(bigEndian: raw.loadUnaligned(fromByteOffset: 0, as: UInt64.self)),
        UInt64(bigEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
      )
    }
    guard high == versionedPrefix, low & 0xC000_0000_0000_0000 == 0x8000_0000_0000_0000 else { return nil }
    return low & 0x3FFF_FFFF_FFFF_FFFF
  }

  private static func bytes(_ high: UInt64, _ low: UInt64) -> uuid_t {
    func byte(_ value: UInt64, _ index: Int) -> UInt8 { UInt8(truncatingIfNeeded: value >> (56 - 8 * index)) }
    return (
      byte(high, 0), byte(high, 1), byte(high, 2), byte(high, 3),
      byte(high, 4), byte(high, 5), byte(high, 6), byte(high, 7),
      byte(low, 0), byte(low, 1), byte(low, 2), byte(low, 3),
      byte(low, 4), byte(low, 5), byte(low, 6), byte(low, 7)
    )
  }
}
