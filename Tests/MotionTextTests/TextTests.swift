import TestSupport
import Testing

@testable import MotionText

@Suite("White space, JSON string literals and the edit distance", .tags(.unit))
struct TextTests {
  @Test("White space is a space, a tab and a line break (LF, CR, CR LF); nothing else")
  func whitespace() {
    #expect(" \t1 2\r\n".trimmingWhitespace() == "1 2")
    #expect("\r\n\n\r x".trimmingWhitespace() == "x")
    #expect(" \t \r\n".trimmingWhitespace() == "")
    #expect("".trimmingWhitespace() == "")
    // No-break space, vertical tab and form feed are text, as are letters.
    #expect("\u{A0}1\u{A0}".trimmingWhitespace() == "\u{A0}1\u{A0}")
    #expect("\u{0B}1\u{0C}".trimmingWhitespace() == "\u{0B}1\u{0C}")
    let line: Substring = "  model name\t: x \t\n"
    #expect(line.trimmingWhitespace() == "model name\t: x")
    #expect(line.trimmingTrailingWhitespace() == "  model name\t: x")
    #expect(" \t".trimmingTrailingWhitespace() == "")
    #expect("  ^  ".trimming { $0 == "^" || $0.isPlainWhitespace } == "")
    #expect(" ^ line 3: bad ^".trimming { $0 == "^" || $0.isPlainWhitespace } == "line 3: bad")
  }

  @Test("A JSON string literal: quote, backslash, line feed and control characters escaped")
  func json() {
    #expect(JSONText.quoted("") == "\"\"")
    #expect(JSONText.quoted("a\"b\\c\nd") == #""a\"b\\c\nd""#)
    #expect(JSONText.quoted("\t\r\u{1}\u{1F}") == #""\u0009\u000d\u0001\u001f""#)
    // DEL, C1 controls and everything above U+001F stay as they are; so does markup by default.
    #expect(JSONText.quoted("\u{7F}\u{85}é<&>") == "\"\u{7F}\u{85}é<&>\"")
  }

  @Test("In a page, the literal cannot end a <script> or start an entity")
  func jsonInAPage() {
    #expect(JSONText.quoted("</script>&amp;", escapingMarkup: true) == #""\u003c/script\u003e\u0026amp;""#)
    #expect(JSONText.quoted("a\"\n", escapingMarkup: true) == #""a\"\n""#)
  }

  @Test("Edit distance: insertions, deletions, substitutions and swaps cost one each")
  func editDistance() {
    func d(_ a: String, _ b: String) -> Int { EditDistance.between(Array(a), Array(b)) }
    #expect(d("overshot", "overshoot") == 1 && d("velcoity", "velocity") == 1 && d("hz", "hz") == 0)
    #expect(d("", "abc") == 3 && d("abc", "") == 3 && d("kitten", "sitting") == 3 && d("ab", "ba") == 1)
  }
}
