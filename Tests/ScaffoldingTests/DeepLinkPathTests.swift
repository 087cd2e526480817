import Scaffolding
import Testing

@Suite("Deep link paths")
struct DeepLinkPathTests {
  @Test("a number in a link is canonical decimal: one spelling for each number", arguments: ["0", "3", "42"])
  func canonicalNumbers(segment: String) {
    #expect(DeepLinkPath.number(segment) == Int(segment))
  }

  @Test(
    "signs, leading zeros, spaces, other digits and overflow are not numbers",
    arguments: ["", "+3", "-1", "-0", "03", "00", " 3", "3 ", "3.0", "1e3", "٣", "x", "99999999999999999999"])
  func otherSpellings(segment: String) {
    #expect(DeepLinkPath.number(segment) == nil)
  }

  @Test("values(of:) reads key/value pairs back as DeepLinkPath(repeating:values:) writes them")
  func pairs() throws {
    let path = DeepLinkPath(repeating: "item", values: [3, 1])
    #expect(path == ["item", "3", "item", "1"])
    #expect(try path.values(of: "item").map(DeepLinkPath.number) == [3, 1])
  }

  @Test("numbers(of:) reads the numbers of key/number pairs and names the value at fault")
  func numbers() throws {
    #expect(try DeepLinkPath(["item", "3", "item", "0"]).numbers(of: "item") == [3, 0])
    #expect(throws: DeepLinkError("item ids are whole numbers, not '03'")) {
      try DeepLinkPath(["item", "3", "item", "03"]).numbers(of: "item")
    }
    #expect(throws: DeepLinkError("item ids are positive whole numbers, not '0'")) {
      try DeepLinkPath(["item", "0"]).numbers(of: "item", positive: true)
    }
  }
}
