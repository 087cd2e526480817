#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's memory, behind the one platform difference that matters here: Linux reads
/// `/proc/self/statm` and reports `ru_maxrss` in KiB, Darwin asks Mach and reports bytes.
enum ResourceUsage {
  /// The most resident memory the process has used so far, in bytes.
  static var peakResidentBytes: Int {
    var usage = rusage()
    #if os(Linux)
      let status = getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    #else
      let status = getrusage(RUSAGE_SELF, &usage)
    #endif
    guard status == 0 else { return 0 }
    #if canImport(Darwin)
      return Int(usage.ru_maxrss)
    #else
      return Int(usage.ru_maxrss) * 1024
    #endif
  }

  /// The resident memory now, in bytes; 0 when the platform won't say.
  static var currentResidentBytes: Int {
    #if os(Linux)
      // statm: "size resident shared text lib data dt", in pages.
      let descriptor = open("/proc/self/statm", O_RDONLY)
      guard descriptor >= 0 else { return 0 }
      defer { close(descriptor) }
      var buffer = [UInt8](repeating: 0, count: 128)
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { return 0 }
      let fields = buffer[..<count].split(separator: UInt8(ascii: " "))
      guard fields.count > 1, let pages = Int(String(decoding: fields[1], as: UTF8.self)) else { return 0 }
      return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    #elseif canImport(Darwin)
      var info = mach_task_basic_info()
      var count = mach_msg_type_number_t(MemoryLayout<mach_task_basic_info>.size / MemoryLayout<natural_t>.size)
      let status = withUnsafeMutablePointer(to: &info) { pointer in
        pointer.withMemoryRebound(to: integer_t.self, capacity: Int(count)) {
          task_info(mach_task_self_, task_flavor_t(MACH_TASK_BASIC_INFO), $0, &count)
        }
      }
      return status == KERN_SUCCESS ? Int(info.resident_size) : 0
    #else
      return 0
    #endif
  }
}
