internal import MotionText

/// How far apart two spellings are, for the "did you mean" of an error message: the one edit
/// distance that the command line's options and the expression languages share.
public enum Spelling {
  /// Levenshtein distance with adjacent transpositions counted as one edit.
  ///
  /// - Parameters:
  ///   - a: The typed text.
  ///   - b: A known name.
  /// - Returns: The fewest insertions, deletions, substitutions and swaps that turn `a` into `b`.
  public static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    EditDistance.between(a, b)
  }
}

extension Spelling {
  /// The name the writer most plausibly meant: the nearest by ``editDistance(_:_:)``, if at
  /// most 2 edits or a third of its length away; the first of equally near ones.
  ///
  /// - Parameters:
  ///   - typed: What was written.
  ///   - names: What is allowed.
  /// - Returns: The suggestion, or nil.
  public static func nearest(to typed: String, in names: some Sequence<String>) -> String? {
    let typedCharacters = Array(typed)
    let limit = max(2, typedCharacters.count / 3)
    var best: (name: String, distance: Int)?
    for name in names {
      let distance = editDistance(typedCharacters, Array(name))
      if distance <= limit, distance < best?.distance ?? .max { best = (name, distance) }
    }
    return best?.name
  }

  /// `; did you mean 'x'?`, or nothing.
  public static func clause(for typed: String, in names: some Sequence<String>) -> String {
    nearest(to: typed, in: names).map { "; did you mean '\($0)'?" } ?? ""
  }
}
