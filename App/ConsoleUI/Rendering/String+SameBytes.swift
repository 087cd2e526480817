extension String {
  /// Whether both strings are the same UTF-8 bytes.
  ///
  /// Stricter than `==`, which holds for canonically equivalent text (`é` and `e` followed by a
  /// combining acute accent): a cache of console output keyed with `==` could print bytes the
  /// screen never gave it.
  ///
  /// Two strings whose representations are bit for bit the same (the same small-string bytes,
  /// or the same storage with the same length) are the same bytes: that check costs a few
  /// instructions, inlined, where reaching the bytes costs about 60 per string, and nearly
  /// every string a drawing's parts hold is shared with, or a small copy of, the kept one.
  @inline(__always)
  func hasSameBytes(as other: String) -> Bool {
    hasSameRepresentation(as: other) || hasSameBytesInStorage(as: other)
  }

  /// Whether both values are the same 16 bytes: a string's bytes are immutable while two
  /// values share them, so equal representations hold equal bytes.
  @inline(__always)
  func hasSameRepresentation(as other: String) -> Bool {
    withUnsafeBytes(of: self) { mine in
      withUnsafeBytes(of: other) { theirs in
        guard mine.count == 16, theirs.count == 16 else { return false }
        return mine.loadUnaligned(fromByteOffset: 0, as: UInt64.self)
          == theirs.loadUnaligned(fromByteOffset: 0, as: UInt64.self)
          && mine.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            == theirs.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
      }
    }
  }

  private func hasSameBytesInStorage(as other: String) -> Bool {
    guard utf8.count == other.utf8.count else { return false }
    let compared = utf8.withContiguousStorageIfAvailable { mine in
      other.utf8.withContiguousStorageIfAvailable { theirs in
        // The same storage (a screen's kept body, a cached breadcrumb) is the same bytes.
        mine.baseAddress == theirs.baseAddress
          || Self.equal(UnsafeRawBufferPointer(mine), UnsafeRawBufferPointer(theirs))
      }
    }
    return (compared ?? nil) ?? utf8.elementsEqual(other.utf8)
  }

  /// Compares eight bytes at a time: `elementsEqual` goes byte by byte, and the console
  /// compares whole screens of text on every drawing.
  private static func equal(_ lhs: UnsafeRawBufferPointer, _ rhs: UnsafeRawBufferPointer) -> Bool {
    var offset = 0
    while offset + 8 <= lhs.count {
      guard
        lhs.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
          == rhs.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      else { return false }
      offset += 8
    }
    while offset < lhs.count {
      guard lhs[offset] == rhs[offset] else { return false }
      offset += 1
    }
    return true
  }
}
