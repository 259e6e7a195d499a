import BenchmarkKit
import BenchmarkPictures
import Glibc
import MotionCurves
import SelectorSimulation

/// A component as the command line names it: a built-in's name (`radio`, `segmented`) or the
/// path of a description file (`./tab-bar.json`).
enum ComponentArgument {
  /// What the option's help says a component is.
  static let help =
    "a built-in component (\(Component.builtins.map(\.name).joined(separator: ", "))) or a description file "
    + "(JSON, docs/components.md)"

  /// Loads a component.
  ///
  /// - Parameter text: A built-in's name, or a path (one with a `/`, ending in `.json`, or naming
  ///   a file that exists).
  /// - Returns: The interpreted component.
  /// - Throws: ``UsageError`` for a name that is neither (64), for a file that cannot be read
  ///   (66), or one that goes on past ``ComponentDescription/maximumBytes`` or is not a valid
  ///   description (65, with the file, line and column, JSON path and what is allowed).
  static func load(_ text: String) throws(UsageError) -> Component {
    if let builtin = Component.builtin(named: text) { return builtin }
    var status = stat()
    guard text.contains("/") || text.hasSuffix(".json") || stat(text, &status) == 0 else {
      let names = Component.builtins.map(\.name)
      throw UsageError(
        "unknown component \(UntrustedText.shown(text, limit: 60))\(Spelling.clause(for: text, in: names)); give "
          + "\(names.joined(separator: ", ")) or a description file's path")
    }
    let bytes: [UInt8]
    do { bytes = try TextFile.bytes(text, limit: ComponentDescription.maximumBytes) } catch {
      if error.errno == EFBIG {
        throw UsageError(
          "\(UntrustedText.shown(text)): a component description is at most "
            + "\(InputLimit.format(ComponentDescription.maximumBytes)); this one goes on past it", exitCode: .dataError)
      }
      throw UsageError(error.description, exitCode: error.errno == ENODEV ? .dataError : .noInput)
    }
    do {
      return try Component(ComponentDescription(json: bytes, file: text))
    } catch {
      throw UsageError(TerminalText.escaped(error.description, keepingLineBreaks: false), exitCode: .dataError)
    }
  }
}

extension ComponentArgument {
  /// The description files among `kinds`, as inputs of the run for ``OutputCheck/check(_:option:inputs:)``.
  static func inputs(_ kinds: [Component], option: String) -> [OutputCheck.Input] {
    kinds.filter { !$0.isBuiltin }.map { (option, $0.source.file) }
  }
}

extension ComponentArgument {
  /// The description files a component argument names (a name, a path or a `NAME=SHARE,…` mix),
  /// as inputs of the run, before they are read.
  static func inputs(naming text: String?, option: String) -> [OutputCheck.Input] {
    guard let text else { return [] }
    return text.split(separator: ",").map { part(of: $0).name }
      .filter { Component.builtin(named: $0) == nil && $0 != "both" }.map { (option, $0) }
  }

  /// One part of a mix: `NAME=SHARE` when it has an `=` and is not itself the path of a file
  /// that exists (a file's name may hold an `=`); otherwise the whole part is the name.
  ///
  /// - Parameter part: One comma-separated part of a component argument.
  /// - Returns: The component's name or path, and the share's text if one is given.
  static func part(of part: Substring) -> (name: String, share: Substring?) {
    var status = stat()
    guard let equals = part.lastIndex(of: "="), stat(String(part), &status) != 0 else { return (String(part), nil) }
    return (String(part[..<equals]), part[part.index(after: equals)...])
  }
}
