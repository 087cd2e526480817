import Scaffolding
import ScaffoldingTesting
import SharedModels
import Testing

@testable import Home

/// Home's screens keep the body they made last (``Memo``); what they show must still follow
/// every change to the items.
@MainActor
@Suite("Home screens' kept bodies")
struct ScreenMemoTests {
  typealias Harness = HomeCoordinatorTests.Harness

  @Test("a memo makes its value once per distinct input, and again when the input changes")
  func memoRemakesOnChange() {
    let memo = Memo<Int, String>()
    var made = 0
    func value(_ input: Int) -> String {
      memo.value(for: input) { input in
        made += 1
        return "value \(input)"
      }
    }
    #expect(value(1) == "value 1")
    #expect(value(1) == "value 1")
    #expect(made == 1)
    #expect(value(2) == "value 2")
    #expect(value(1) == "value 1")
    #expect(made == 3)
  }

  @Test("the feed shows items added or removed behind its back")
  func feedFollowsItems() throws {
    let harness = Harness()
    let feed = try expectVisibleScreen(of: harness.home, HomeCoordinator.Destinations.Meta.feed, title: "Home")
    #expect(feed.render().lines.count == 3)
    harness.items.insert(Item(id: ItemID(9), title: "Ninth", body: "Nine", author: UserID("bob")), at: 0)
    #expect(feed.render().lines.first == "#9  Ninth  (by bob)")
    harness.items.removeAll()
    #expect(feed.render().lines == ["Nothing here yet."])
  }

  @Test("a detail shows its item's new text and new related items on the next render")
  func detailFollowsItem() throws {
    let harness = Harness()
    harness.home.route(to: .detail(ItemID(3)))
    let detail = try expectVisibleScreen(of: harness.home, HomeCoordinator.Destinations.Meta.detail, title: "Item 3")
    #expect(detail.render().lines == ["Third", "", "Three", "", "by ada", "", "Related:", "  #1  First"])
    harness.items[0].body = "Three, revised"
    harness.items.append(Item(id: ItemID(4), title: "Fourth", body: "Four", author: UserID("ada")))
    #expect(
      detail.render().lines == [
        "Third", "", "Three, revised", "", "by ada", "", "Related:", "  #1  First", "  #4  Fourth",
      ])
    harness.items.removeAll()
    #expect(detail.render().lines == ["This item no longer exists."])
    #expect(detail.render().actions.isEmpty)
  }

  @Test("a detail pushed again reuses the body its flow kept, and still follows its item")
  func detailBodyKeptByFlow() throws {
    let harness = Harness()
    harness.home.route(to: .detail(ItemID(3)))
    let first = try expectVisibleScreen(of: harness.home, HomeCoordinator.Destinations.Meta.detail, title: "Item 3")
    let firstBody = first.render()
    harness.home.pop()
    harness.home.route(to: .detail(ItemID(3)))
    let second = try expectVisibleScreen(of: harness.home, HomeCoordinator.Destinations.Meta.detail, title: "Item 3")
    let secondBody = second.render()
    #expect(harness.home.detailBodies.count == 1)
    // The same body: its lines are the very array made for the first screen.
    let firstLines = firstBody.lines.withUnsafeBufferPointer(\.baseAddress)
    #expect(firstLines == secondBody.lines.withUnsafeBufferPointer(\.baseAddress))
    harness.items[0].body = "Three, revised"
    #expect(second.render().lines[2] == "Three, revised")
    harness.home.route(to: .detail(ItemID(1)))
    let other = try expectVisibleScreen(of: harness.home, HomeCoordinator.Destinations.Meta.detail, title: "Item 1")
    #expect(other.render().title == "Item 1")
    #expect(harness.home.detailBodies.count == 2)
  }
}
