import AppFeature
import Foundation

extension AppMap {
  /// The map as JSON: `screens` and `transitions`, keys sorted, pretty-printed, slashes as
  /// they are (`app://home`).
  var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    // Strings, arrays and an enum's raw value: nothing here can fail to encode.
    let data = (try? encoder.encode(self)) ?? Data()
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
