import Testing

@testable import SelectorSimulation

/// ``Component/firstMove(of:)``: how far a family moves on the crowd's first gesture on the second
/// element, whichever of its elements moves; what `tune --scene` compares a from-rest spring over.
@Suite("A family's first move is the largest move of its channels", .tags(.unit))
struct ComponentFirstMoveTests {
  @Test("A family whose element 0 stays still moves as far as the element that moves")
  func elementZeroStill() throws {
    // Tapping option 1 from selection 0 moves only option 2's mark: 0 → 30.
    let kind = try OptionGroupFixture.component(
      "marks",
      channels: """
        { "name": "mark.offset", "per": "option", "property": "position",
          "value": "index == 2 && selection == 1 ? 30 : 0", "animation": ".smooth", "pointsPerUnit": 2 },
        { "name": "still.offset", "per": "option", "property": "position",
          "value": "index == 2 && selection == 2 ? 5 : 0", "animation": ".smooth", "pointsPerUnit": 1 }
        """)
    let mark = try #require(kind.family(named: "mark.offset"))
    #expect(kind.firstMove(of: mark) == 30)
    #expect(kind.shownFirstMove(of: kind.channels[mark.channel(0)]) == 60)
    #expect(kind.firstMove(of: try #require(kind.family(named: "still.offset"))) == 0)
    #expect(kind.firstMove(of: try #require(kind.family(named: "selection"))) == 1)
  }

  @Test("The built-ins' springs: the radio's dot 1 → 0.01, one segment of the highlight, a divider")
  func builtins() throws {
    #expect(Component.radio.firstMove(of: try #require(Component.radio.family(named: "dot.scale"))) == 0.99)
    // The press and release on mode 1 move the highlight one 79.75 pt segment; every divider
    // beside the selection fades, divider 1 from 1 to 0 (divider 0 stays hidden).
    let segmented = Component.segmented
    #expect(segmented.firstMove(of: try #require(segmented.family(named: "highlight.offset"))) == 79.75)
    #expect(segmented.firstMove(of: try #require(segmented.family(named: "divider.opacity"))) == 1)
  }
}
