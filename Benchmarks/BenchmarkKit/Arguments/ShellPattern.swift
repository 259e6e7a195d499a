import Glibc

/// Shell patterns as options that choose channels take them (`--channels 'tint.*'`,
/// `--spring '*.scale=…'`): `*`, `?` and `[…]` as fnmatch(3) reads them with no flags. The
/// commands' one matcher.
package enum ShellPattern {
  /// Whether `pattern` matches the whole of `name`.
  ///
  /// - Parameters:
  ///   - name: A channel's or an event's name, such as `tint.2`.
  ///   - pattern: The pattern, such as `tint.*`, or a plain name.
  /// - Returns: Whether it matches.
  package static func matches(_ name: String, _ pattern: String) -> Bool { fnmatch(pattern, name, 0) == 0 }

  /// Whether any of `patterns` matches the whole of `name`.
  ///
  /// - Parameters:
  ///   - name: A name.
  ///   - patterns: The patterns.
  /// - Returns: Whether one matches.
  package static func matches(_ name: String, anyOf patterns: [String]) -> Bool {
    patterns.contains { matches(name, $0) }
  }

  /// The first of `patterns` that matches none of `names`, for the message that refuses it.
  ///
  /// - Parameters:
  ///   - patterns: The patterns given.
  ///   - names: Every name they may match.
  /// - Returns: The pattern, or nil when each matches a name.
  package static func firstUnmatched(_ patterns: [String], among names: [String]) -> String? {
    patterns.first { pattern in !names.contains { matches($0, pattern) } }
  }
}
