import Foundation

/// What the figures were measured on, recorded beside them in the JSON and the table.
struct MachineDescription: Encodable {
  var processors: Int
  var cpuModel: String
  var memoryGiB: Double
  var operatingSystem: String
  var swiftCompiler: String
  var buildConfiguration: String

  static func current() -> MachineDescription {
    let info = ProcessInfo.processInfo
    return MachineDescription(
      processors: info.activeProcessorCount,
      cpuModel: cpuModel(),
      memoryGiB: (Double(info.physicalMemory) / 1_073_741_824 * 10).rounded() / 10,
      operatingSystem: info.operatingSystemVersionString,
      swiftCompiler: compilerVersion,
      buildConfiguration: isDebugBuild ? "debug" : "release")
  }

  private static var compilerVersion: String {
    #if compiler(>=6.3)
      "Swift 6.3 or later"
    #else
      "Swift before 6.3"
    #endif
  }

  private static var isDebugBuild: Bool {
    #if DEBUG
      true
    #else
      false
    #endif
  }

  /// The first `model name` of /proc/cpuinfo on Linux; `machdep.cpu.brand_string` elsewhere.
  private static func cpuModel() -> String {
    #if os(Linux)
      guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
        let line = text.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
        let colon = line.firstIndex(of: ":")
      else { return "unknown" }
      return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    #elseif canImport(Darwin)
      var size = 0
      guard sysctlbyname("machdep.cpu.brand_string", nil, &size, nil, 0) == 0, size > 0 else { return "unknown" }
      var bytes = [CChar](repeating: 0, count: size)
      guard sysctlbyname("machdep.cpu.brand_string", &bytes, &size, nil, 0) == 0 else { return "unknown" }
      return String(decoding: bytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    #else
      return "unknown"
    #endif
  }
}
