import BenchmarkKit
import TestSupport
import Testing

/// Text from a file or a command line in a one-line message: quoted, escaped, cut.
@Suite("UntrustedText.shown: text for a one-line message", .tags(.unit))
struct UntrustedTextShownTests {
  @Test("Line breaks and tabs escaped, other controls as ?, cut after limit scalars")
  func shown() {
    #expect(UntrustedText.shown("runs/a.csv") == "'runs/a.csv'")
    #expect(UntrustedText.shown("a\nb\rc\td") == "'a\\nb\\rc\\td'")
    #expect(UntrustedText.shown("x\u{1B}[31my\u{7F}") == "'x?[31my?'")
    #expect(UntrustedText.shown("abcdef", limit: 3) == "'abc…'")
    #expect(UntrustedText.shown("abc", limit: 3) == "'abc'")
    #expect(UntrustedText.shown(String(repeating: "é", count: 201)) == "'" + String(repeating: "é", count: 200) + "…'")
  }
}
