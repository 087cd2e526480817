#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

#if os(Linux)
  // Glibc declares these only under _XOPEN_SOURCE, so Swift's Glibc module does not import
  // them; they are plain C functions of libc with integer and pointer arguments.

  /// `posix_openpt(3)`.
  @_silgen_name("posix_openpt")
  func openPseudoTerminal(_ flags: Int32) -> Int32

  /// `grantpt(3)`.
  @_silgen_name("grantpt")
  func grantPseudoTerminal(_ descriptor: Int32) -> Int32

  /// `unlockpt(3)`.
  @_silgen_name("unlockpt")
  func unlockPseudoTerminal(_ descriptor: Int32) -> Int32

  /// `ptsname(3)`.
  @_silgen_name("ptsname")
  func pseudoTerminalName(_ descriptor: Int32) -> UnsafeMutablePointer<CChar>?
#else
  /// `posix_openpt(3)`.
  func openPseudoTerminal(_ flags: Int32) -> Int32 { posix_openpt(flags) }

  /// `grantpt(3)`.
  func grantPseudoTerminal(_ descriptor: Int32) -> Int32 { grantpt(descriptor) }

  /// `unlockpt(3)`.
  func unlockPseudoTerminal(_ descriptor: Int32) -> Int32 { unlockpt(descriptor) }

  /// `ptsname(3)`.
  func pseudoTerminalName(_ descriptor: Int32) -> UnsafeMutablePointer<CChar>? { ptsname(descriptor) }
#endif
