import Testing

@testable import ConsoleUI

@Suite("Line editor")
struct LineEditorTests {
  /// The keys the bytes of `text` decode to.
  func keys(_ bytes: [UInt8]) -> [Key] {
    var remaining = bytes[...]
    var keys: [Key] = []
    while let key = Key.read(from: { remaining.popFirst() }) { keys.append(key) }
    return keys
  }

  @Test("bytes decode to keys: characters, control keys and escape sequences")
  func decoding() {
    #expect(keys(Array("aé🙂".utf8)) == [.character("a"), .character("é"), .character("🙂")])
    #expect(
      keys([0x0D, 0x0A, 0x7F, 0x09, 0x01, 0x05, 0x03, 0x04, 0x0C]) == [
        .enter, .enter, .backspace, .tab, .home, .end, .interrupt, .endOfInput, .clearScreen,
      ])
    #expect(
      keys(Array("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D\u{1B}[H\u{1B}[F\u{1B}OH\u{1B}[3~\u{1B}[1~\u{1B}[4~".utf8)) == [
        .up, .down, .right, .left, .home, .end, .home, .delete, .home, .end,
      ])
    #expect(keys(Array("\u{1B}[1;5C".utf8)) == [.right])
    // Invalid UTF-8, Alt-A (ESC A) and NUL are all ignored.
    #expect(keys([0xFF, 0x1B, 0x41, 0x00]) == [.ignored, .ignored, .ignored])
  }

  func type(_ keys: [Key], history: [String] = []) -> (LineEditor, [LineEditor.Outcome]) {
    var editor = LineEditor(history: history)
    let outcomes = keys.map { editor.handle($0) }
    return (editor, outcomes)
  }

  func characters(_ text: String) -> [Key] { text.map(Key.character) }

  @Test("Ctrl-U deletes from the cursor to the start of the line, keeping what follows")
  func deleteToStart() {
    #expect(keys([0x15]) == [.deleteToStart])
    let (middle, outcomes) = type(characters("login demo secret") + [.left, .left, .left, .deleteToStart])
    #expect(middle.text == "ret")
    #expect(middle.cursor == 0)
    #expect(outcomes.last == .edited)
    let (end, _) = type(characters("typo") + [.deleteToStart] + characters("back"))
    #expect(end.text == "back")
    let (start, _) = type(characters("tree") + [.home, .deleteToStart])
    #expect(start.text == "tree")
    #expect(start.cursor == 0)
  }

  @Test("a completion list is laid out in columns within the width, no candidate split")
  func completionColumns() {
    let links = [
      "app://home", "app://home/compose", "app://profile", "app://profile/edit", "app://settings",
      "app://settings/account",
    ]
    let lines = CompletionList.lines(links, width: 50)
    #expect(
      lines == [
        "app://home              app://profile/edit",
        "app://home/compose      app://settings",
        "app://profile           app://settings/account",
      ])
    for width in [10, 24, 40, 80, 200] {
      let fitted = CompletionList.lines(links, width: width)
      #expect(fitted.allSatisfy { $0.count <= max(width, 22) })
      #expect(fitted.flatMap { $0.split(separator: " ").map(String.init) }.sorted() == links.sorted())
    }
    #expect(CompletionList.lines(links, width: 20) == links)
    #expect(CompletionList.lines(["tab", "tree"], width: 80) == ["tab   tree"])
    #expect(CompletionList.lines([], width: 80) == [])
  }

  @Test("the cursor moves and text goes in where it is")
  func cursorEditing() {
    let (editor, _) = type(characters("bck") + [.left, .left] + characters("a") + [.end] + characters(" 1"))
    #expect(editor.text == "back 1")
    let (home, _) = type(characters("iew 3") + [.home] + characters("v") + [.right, .right, .left])
    #expect(home.text == "view 3")
    #expect(home.cursor == 2)
    let (deleting, _) = type(characters("tabb 2") + [.left, .left, .backspace, .home, .delete, .endOfInput])
    #expect(deleting.text == "b 2")
    let (bounded, _) = type([.left, .backspace, .delete] + characters("x") + [.right, .right])
    #expect(bounded.text == "x")
    #expect(bounded.cursor == 1)
  }

  @Test("Enter submits, Ctrl-C cancels, Ctrl-D leaves only on an empty line, Ctrl-L and Tab are the reader's")
  func outcomes() {
    #expect(type(characters("tree") + [.enter]).1.last == .submitted("tree"))
    #expect(type(characters("tree") + [.interrupt]).1.last == .cancelled)
    #expect(type([.endOfInput]).1.last == .endOfInput)
    #expect(type(characters("x") + [.endOfInput]).1.last == .edited)
    #expect(type([.clearScreen]).1.last == .clearScreen)
    #expect(type([.tab]).1.last == .complete)
  }

  @Test("Up and Down walk history and come back to the line being typed")
  func history() {
    let history = ["login demo", "view 3", "back"]
    #expect(type([.up], history: history).0.text == "back")
    #expect(type([.up, .up, .up, .up], history: history).0.text == "login demo")
    let (back, _) = type(characters("ta") + [.up, .up, .down, .down], history: history)
    #expect(back.text == "ta")
    #expect(type([.down], history: history).0.text == "")
    #expect(type([.up], history: []).0.text == "")
    let (edited, _) = type([.up] + characters("!"), history: history)
    #expect(edited.text == "back!")
  }

  @Test("completion replaces the text before the cursor and keeps what follows")
  func completionReplacement() {
    var editor = LineEditor(history: [])
    for key in characters("ta 2") + [.left, .left] { _ = editor.handle(key) }
    editor.replaceTextBeforeCursor(with: "tab")
    #expect(editor.text == "tab 2")
    #expect(editor.cursor == 3)
  }
}
