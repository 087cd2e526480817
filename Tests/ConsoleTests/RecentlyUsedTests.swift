import Scaffolding
import Testing

@testable import ConsoleUI

@Suite("Recently used values")
struct RecentlyUsedTests {
  struct Number: RecentlyUsedKey {
    let value: Int
    func isSame(as other: Number) -> Bool { value == other.value }
    /// Even and odd numbers apart: different keys share fingerprints.
    var fingerprint: Int { value % 2 }
  }

  @Test("a kept value is found by its key, and only by it")
  func findsByKey() {
    var cache = RecentlyUsed<Number, String>(capacity: 3)
    #expect(cache.value(for: Number(value: 1)) == nil)
    cache.keep("one", for: Number(value: 1))
    cache.keep("two", for: Number(value: 2))
    #expect(cache.value(for: Number(value: 1)) == "one")
    #expect(cache.value(for: Number(value: 2)) == "two")
    #expect(cache.value(for: Number(value: 3)) == nil)
  }

  @Test("when full, the least recently used value goes; using one keeps it")
  func forgetsLeastRecentlyUsed() {
    var cache = RecentlyUsed<Number, String>(capacity: 2)
    cache.keep("one", for: Number(value: 1))
    cache.keep("two", for: Number(value: 2))
    _ = cache.value(for: Number(value: 1))
    cache.keep("three", for: Number(value: 3))
    #expect(cache.value(for: Number(value: 2)) == nil)
    #expect(cache.value(for: Number(value: 1)) == "one")
    #expect(cache.value(for: Number(value: 3)) == "three")
  }

  @Test("a value found is stamped as used: eviction follows use, not the order kept")
  func evictsByLastUse() {
    var cache = RecentlyUsed<Number, String>(capacity: 3)
    for value in 1...3 { cache.keep("\(value)", for: Number(value: value)) }
    _ = cache.value(for: Number(value: 1))
    _ = cache.value(for: Number(value: 2))
    cache.keep("4", for: Number(value: 4))
    #expect(cache.value(for: Number(value: 3)) == nil)
    cache.keep("5", for: Number(value: 5))
    #expect(cache.value(for: Number(value: 1)) == nil)
    #expect(cache.value(for: Number(value: 2)) == "2")
    #expect(cache.value(for: Number(value: 4)) == "4")
    #expect(cache.value(for: Number(value: 5)) == "5")
  }

  @Test("keys sharing a fingerprint are still told apart")
  func sharedFingerprints() {
    var cache = RecentlyUsed<Number, String>(capacity: 4)
    cache.keep("two", for: Number(value: 2))
    cache.keep("four", for: Number(value: 4))
    #expect(cache.value(for: Number(value: 4)) == "four")
    #expect(cache.value(for: Number(value: 2)) == "two")
    #expect(cache.value(for: Number(value: 6)) == nil)
  }

  @Test("strings are the same only when their bytes are")
  func sameBytes() {
    #expect("Home".hasSameBytes(as: "Home"))
    #expect(!"Home".hasSameBytes(as: "Hom"))
    #expect(!"Home".hasSameBytes(as: "home"))
    let long = String(repeating: "Tabs keep their own stacks ", count: 3)
    #expect(long.hasSameBytes(as: String(repeating: "Tabs keep their own stacks ", count: 3)))
    #expect(!long.hasSameBytes(as: long.dropLast() + "!"))
    let sharedStorage = long
    #expect(long.hasSameBytes(as: sharedStorage))
    #expect("Jos\u{E9}" == "Jose\u{301}")
    #expect(!"Jos\u{E9}".hasSameBytes(as: "Jose\u{301}"))
  }

  @Test("equal representations are a shortcut to equal bytes, never a false match")
  func sameRepresentation() {
    let long = String(repeating: "Tabs keep their own stacks ", count: 3)
    let copy = long
    #expect(long.hasSameRepresentation(as: copy))
    #expect("Item 3".hasSameRepresentation(as: "Item \(3)"))
    // Differing only in the second word of a small string.
    #expect(!"abcdefgh1".hasSameRepresentation(as: "abcdefgh2"))
    #expect(!"abcdefgh1".hasSameBytes(as: "abcdefgh2"))
    // Separately built, so different storage: the bytes still decide.
    let rebuilt = String(repeating: "Tabs keep their own stacks ", count: 3)
    #expect(!long.hasSameRepresentation(as: rebuilt))
    #expect(long.hasSameBytes(as: rebuilt))
    #expect(!long.hasSameBytes(as: String(repeating: "Tabs keep their own stacks!", count: 3)))
  }

  @MainActor
  @Test("drawing parts differ when anything a drawing shows differs")
  func drawingParts() {
    func parts(
      steps: String = "Main Tab › Home › ", reached: DestinationType = .push, tabBar: String? = "[1 Home]",
      title: String = "Item 3", lines: [String] = ["a", "b"], summary: String = "Open a related item",
      parameter: ScreenAction.Parameter = .init("item")
    ) -> DrawingParts {
      DrawingParts(
        steps: steps, reached: reached, tabBar: tabBar, title: title, lines: lines,
        actions: [ScreenAction("related", summary: summary, parameters: [parameter]) { _ in }])
    }
    let base = parts()
    #expect(base.isSame(as: parts()))
    // Same parts, same fingerprint, or a cache would miss what it holds.
    #expect(base.fingerprint == parts().fingerprint)
    #expect(
      parts(steps: "Main Tab › Profile › ", title: String("Item 3".reversed().reversed())).fingerprint
        == parts(steps: "Main Tab › Profile › ").fingerprint)
    #expect(!base.isSame(as: parts(steps: "Main Tab › Profile › ")))
    #expect(!base.isSame(as: parts(reached: .sheet)))
    #expect(!base.isSame(as: parts(tabBar: nil)))
    #expect(!base.isSame(as: parts(tabBar: "[1 Home]  2 Profile")))
    #expect(!base.isSame(as: parts(title: "Item 2")))
    #expect(!base.isSame(as: parts(lines: ["a"])))
    #expect(!base.isSame(as: parts(lines: ["a", "c"])))
    #expect(!parts(lines: ["Jos\u{E9}"]).isSame(as: parts(lines: ["Jose\u{301}"])))
    #expect(!base.isSame(as: parts(summary: "Open another item")))
    #expect(!base.isSame(as: parts(parameter: .init("item", optional: true))))
    #expect(!base.isSame(as: parts(parameter: .init("id"))))
  }
}
