#if os(Linux)
  // Glibc declares these only under _XOPEN_SOURCE, so Swift's Glibc module does not import
  // them; they are plain C functions of libc with integer and pointer arguments.

  /// `posix_openpt(3)`.
  @_silgen_name("posix_openpt")
  func posix_openpt(_ flags: Int32) -> Int32

  /// `grantpt(3)`.
  @_silgen_name("grantpt")
  func grantpt(_ descriptor: Int32) -> Int32

  /// `unlockpt(3)`.
  @_silgen_name("unlockpt")
  func unlockpt(_ descriptor: Int32) -> Int32

  /// `ptsname(3)`.
  @_silgen_name("ptsname")
  func ptsname(_ descriptor: Int32) -> UnsafeMutablePointer<CChar>?
#endif
