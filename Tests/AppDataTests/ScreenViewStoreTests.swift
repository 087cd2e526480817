import Testing

@testable import AppData

@DataActor
@Suite("Screen views")
struct ScreenViewStoreTests {
  let stores = openStores(.inMemory)
  var screenViews: ScreenViewStore { stores.screenViews }

  @Test("views are kept in the order recorded, and the newest are read back oldest first")
  func recordsInOrder() throws {
    let first = ScreenViewStore.Row(from: nil, to: "Auth.login", presentation: "root")
    let second = ScreenViewStore.Row(from: "Auth.login", to: "Home.feed", presentation: "root")
    let third = ScreenViewStore.Row(from: "Home.feed", to: "Home.detail", presentation: "push")
    for view in [first, second, third] { try screenViews.record(view) }
    #expect(try screenViews.recent(limit: 10) == [first, second, third])
    #expect(try screenViews.recent(limit: 2) == [second, third])
  }

  @Test("only the newest views are kept, so the queue never grows without bound")
  func bounded() throws {
    let capacity = ScreenViewStore.capacity
    for number in 0..<(capacity + 5) {
      try screenViews.record(ScreenViewStore.Row(from: nil, to: "Screen.\(number)", presentation: "push"))
    }
    let kept = try screenViews.recent(limit: capacity + 5)
    #expect(kept.count == capacity)
    #expect(kept.first?.to == "Screen.5")
    #expect(kept.last?.to == "Screen.\(capacity + 4)")
  }

  @Test("a view that can't be written throws, and nothing is half-recorded")
  func failedWrite() throws {
    try screenViews.record(ScreenViewStore.Row(from: nil, to: "Home.feed", presentation: "root"))
    try stores.simulateUnwritableDisk()
    #expect(throws: DataWriteError.self) {
      try screenViews.record(ScreenViewStore.Row(from: "Home.feed", to: "Home.detail", presentation: "push"))
    }
    #expect(try screenViews.recent(limit: 10).map(\.to) == ["Home.feed"])
  }
}
