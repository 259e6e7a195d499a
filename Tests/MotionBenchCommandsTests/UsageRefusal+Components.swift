import Testing

extension UsageRefusal {
  /// The refusals of `motion-bench components`, and of a bad description file where a command
  /// takes a component.
  static let components: [UsageRefusal] =
    refusals(
      "components", out: nil,
      [
        ("show checkbox", "components show: 'checkbox' is not a built-in; they are radio, segmented"),
        ("show radoi", "did you mean 'radio'?"),
        ("show", "components show needs a built-in's name"),
        ("check", "components check needs a description file"),
        ("list radio", "components list takes no name"),
        ("frob", "<action> must be"),
      ])
    + refusals(
      "components check", out: nil, code: 66, stage: .run,
      [("DATA/missing.json", "missing.json': No such file or directory")])
    + refusals(
      "components check", out: nil, code: 65, stage: .run,
      [
        ("/dev/zero", "'/dev/zero': it is a device, not a file"),
        ("DATA/component-syntax.json", "component-syntax.json:3:26: expected a key in double quotes, found ','"),
        (
          "DATA/component-field.json",
          "component-field.json:7:12: crwod: unknown field 'crwod'; did you mean 'crowd'?"
        ),
        (
          "DATA/component-identifier.json",
          "channels[1].value: column 1 of \"isSelcted ? 1 : 0\": unknown identifier 'isSelcted'; did you mean 'isSelected'?"
        ),
        ("DATA/component-count.json", "elements.tab: expected an integer from 1 to 64, found 0"),
        ("DATA/component-let.json", "let.isSelected: the let 'isSelected' depends on itself"),
        ("DATA/component-derived.json", "channels[1].derived: a derived channel cannot depend on itself"),
        ("DATA/component-trigger.json", "a trigger is a state expression: unknown identifier 'pill.offset'"),
        ("DATA/component-infinite.json", "pill.offset is inf when selection = 2"),
        ("DATA/component-animation.json", "channels[1].animation"),
        ("DATA/component-big.json", "a component description is at most 1 MiB; this one goes on past it"),
        (
          "DATA/component-demo.json",
          "component-demo.json:7:55: demo: event 1 '0.2:tap 5': a tab-bar selector's index must be an integer from 0 "
            + "to 4 (got '5')"
        ),
      ])
    + refusals(
      "scene", out: nil, code: 73,
      [("DATA/component.json --out DATA/component.json", "is also the input <selector>")])
    + refusals(
      "trace", out: nil, code: 73,
      [("DATA/component.json --out DATA/component.json", "is also the input <selector>")])
    + refusals(
      "tune", out: nil, code: 73,
      [
        (
          "--scene DATA/component.json --channel pill.offset --max-overshoot 1pt --out DATA/component.json",
          "is also the input --scene"
        )
      ])
    + refusals(
      "scene", code: 65,
      [("DATA/component-identifier.json", "<selector>: ")])
    + refusals(
      "trace", code: 65,
      [("DATA/component-count.json", "<selector>: ")])
}
