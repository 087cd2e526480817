/// One key press at a terminal in raw mode, decoded from the bytes it sends.
enum Key: Equatable {
  /// A character to insert.
  case character(Character)
  /// Return or Enter.
  case enter
  /// Backspace: delete the character before the cursor.
  case backspace
  /// Delete: the character under the cursor.
  case delete
  /// Left arrow or Ctrl-B.
  case left
  /// Right arrow or Ctrl-F.
  case right
  /// Home or Ctrl-A.
  case home
  /// End or Ctrl-E.
  case end
  /// Up arrow or Ctrl-P: the previous history entry.
  case up
  /// Down arrow or Ctrl-N: the next history entry.
  case down
  /// Tab: complete the word before the cursor.
  case tab
  /// Ctrl-U: delete from the cursor to the start of the line, as readline does.
  case deleteToStart
  /// Ctrl-C: abandon the line.
  case interrupt
  /// Ctrl-D: end of input on an empty line, otherwise delete.
  case endOfInput
  /// Ctrl-L: clear the screen and draw it again.
  case clearScreen
  /// Anything else (other control keys, unknown escape sequences): ignored.
  case ignored

  /// Reads one key from `nextByte`, which returns nil at the end of input; nil then too.
  static func read(from nextByte: () -> UInt8?) -> Key? {
    guard let byte = nextByte() else { return nil }
    switch byte {
    case 0x0D, 0x0A: return .enter
    case 0x7F, 0x08: return .backspace
    case 0x09: return .tab
    case 0x01: return .home
    case 0x02: return .left
    case 0x03: return .interrupt
    case 0x04: return .endOfInput
    case 0x05: return .end
    case 0x06: return .right
    case 0x0C: return .clearScreen
    case 0x0E: return .down
    case 0x10: return .up
    case 0x15: return .deleteToStart
    case 0x1B: return escapeSequence(from: nextByte)
    case 0x00..<0x20: return .ignored
    default: return character(startingWith: byte, from: nextByte)
    }
  }

  /// The key an escape sequence stands for: `ESC [ A`, `ESC O H`, `ESC [ 3 ~` and the like.
  private static func escapeSequence(from nextByte: () -> UInt8?) -> Key {
    guard let introducer = nextByte() else { return .ignored }
    guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else { return .ignored }
    var parameters = ""
    while let byte = nextByte() {
      // Parameter and intermediate bytes, then one final byte.
      guard (0x40...0x7E).contains(byte) else {
        parameters.append(Character(Unicode.Scalar(byte)))
        continue
      }
      switch (Character(Unicode.Scalar(byte)), parameters) {
      case ("A", _): return .up
      case ("B", _): return .down
      case ("C", _): return .right
      case ("D", _): return .left
      case ("H", _): return .home
      case ("F", _): return .end
      case ("~", "1"), ("~", "7"): return .home
      case ("~", "4"), ("~", "8"): return .end
      case ("~", "3"): return .delete
      default: return .ignored
      }
    }
    return .ignored
  }

  /// The character whose UTF-8 encoding starts with `first`; ignored when the bytes are not
  /// valid UTF-8.
  private static func character(startingWith first: UInt8, from nextByte: () -> UInt8?) -> Key {
    let length =
      switch first {
      case 0x00..<0x80: 1
      case 0xC0..<0xE0: 2
      case 0xE0..<0xF0: 3
      case 0xF0..<0xF8: 4
      default: 0
      }
    guard length > 0 else { return .ignored }
    var bytes = [first]
    while bytes.count < length, let next = nextByte() { bytes.append(next) }
    guard let text = String(validating: bytes, as: UTF8.self), let character = text.first else { return .ignored }
    return .character(character)
  }
}
