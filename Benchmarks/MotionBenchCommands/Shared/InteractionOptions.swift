import BenchmarkKit
import Glibc
import MotionCurves
import SelectorSimulation

/// `--taps` and `--events-file`, the interaction model, declared once for every command that
/// simulates scripted selectors; and `--selector-seed`, the one selector of a scene that `trace`
/// and `preview` replay.
///
/// `--taps` parses at once (a bad model is a usage error, exit 64); the events file is read
/// when the command runs (``model(selectors:kind:)``: exit 65 when malformed, 66 when missing).
struct InteractionOptions: Sendable {
  /// Selector `index` of a scene seeded `seed` (`--selector-seed SEED:INDEX`), whose scripts
  /// end after `seconds` (`--scene-seconds`).
  struct SelectorSeed: Hashable, Sendable, CustomStringConvertible {
    var seed: UInt64
    var index: Int
    var seconds = SelectorSeed.defaultSceneSeconds
    var description: String { "\(seed):\(index)" }
    /// `scene`'s own `--seconds` default.
    static let defaultSceneSeconds = 5.0
  }

  static let taps = Option(
    "taps", valueName: "MODEL",
    help: "When the users tap: \(InteractionModel.tapsSynopsis); see docs/scene.md.", default: "default",
    ValueParser<InteractionModel> { text, name throws(ValidationError) in
      do throws(InteractionModelError) { return try InteractionModel(parsingTaps: text) } catch {
        switch error {
        case .invalid(let parameter, let value, let allowed):
          throw .invalidValue(name: "\(name) \(parameter)", expected: allowed, got: value)
        case .unknown: throw .invalidValue(name: name, expected: InteractionModel.tapsSynopsis, got: text)
        }
      }
    })
  static let eventsFile = FileOptions.input(
    "events-file",
    help: "Play recorded scripts instead of drawn taps: CSV with the header selector,time,action and rows such as "
      + "'0,0.5,tap 2' (action tap I, press I or release I; each selector's times ascending).")
  static let selectorSeed = Option(
    "selector-seed", valueName: "SEED:INDEX",
    help: "Replay selector INDEX of a scene seeded SEED under --taps or --events-file: its script and its "
      + "Reduce Motion, as the scene draws them (the selector must be of the kind the scene gave it).",
    ValueParser<SelectorSeed> { text, name throws(ValidationError) in
      let parts = text.split(separator: ":", omittingEmptySubsequences: false)
      guard parts.count == 2, let seed = UInt64(parts[0]), let index = Int(parts[1]),
        (0..<SceneConfiguration.maximumSelectors).contains(index)
      else {
        throw .invalidValue(
          name: name,
          expected: "SEED:INDEX, a seed from 0 to \(UInt64.max) and a selector from 0 to "
            + "\(SceneConfiguration.maximumSelectors - 1), e.g. 1:17", got: text)
      }
      return SelectorSeed(seed: seed, index: index)
    })

  static let sceneSeconds = Option(
    "scene-seconds", valueName: "S",
    help: "With --selector-seed: the --seconds of the scene replayed; its selector's taps end there, however long "
      + "--seconds runs.", default: MotionLimits.format(SelectorSeed.defaultSceneSeconds),
    .number(in: OptionRanges.seconds, unit: " s"))

  /// The options of a command that simulates a scene.
  static let declarations: [any OptionDeclaration] = [taps, eventsFile]
  /// The options of a command that replays one selector (`trace`, `preview`).
  static let replayDeclarations: [any OptionDeclaration] = [taps, eventsFile, selectorSeed, sceneSeconds]

  /// `--taps`'s model.
  let drawn: InteractionModel
  /// `--events-file`, if given.
  let eventsFilePath: String?

  /// `--events-file`, if given, as an input of the run for ``OutputCheck/check(_:option:inputs:)``.
  var inputs: [OutputCheck.Input] { eventsFilePath.map { [("--" + Self.eventsFile.name, $0)] } ?? [] }

  /// Reads `--taps` and `--events-file`.
  /// - Throws: ``UsageError`` for a bad model, or both options given.
  init(_ parsed: ParsedArguments) throws(UsageError) {
    drawn = try parsed[Self.taps]
    eventsFilePath = try parsed[Self.eventsFile]
    if eventsFilePath != nil && parsed.isGiven(Self.taps) {
      throw UsageError("--taps and --events-file both choose the interaction model; give one")
    }
  }

  /// The interaction model: `--taps`'s, or the scripts of `--events-file`.
  ///
  /// - Parameters:
  ///   - selectors: How many selectors the scene has (rows naming others are refused).
  ///   - kind: Each selector's kind, which bounds its options.
  /// - Returns: The model.
  /// - Throws: ``DataError`` (exit 66) for a missing or unreadable file, (65) for a malformed
  ///   one, each naming the file (and the line).
  func model(selectors: Int, kind: (Int) -> Component) throws -> InteractionModel {
    guard let eventsFilePath else { return drawn }
    do {
      return InteractionModel(
        taps: .recorded(try Self.scripts(file: eventsFilePath, selectors: selectors, kind: kind)))
    } catch .missing(let file) {
      throw DataError(EventsFileError.missing(file: file).description, exitCode: .noInput)
    } catch .unreadable(let file, let reason) {
      throw DataError(EventsFileError.unreadable(file: file, reason: reason).description, exitCode: .noInput)
    } catch {
      throw DataError(error.description)
    }
  }

  /// Reads an events file: its header first, so that a file of another format is named as such
  /// before any of its rows.
  /// - Throws: ``EventsFileError`` naming the file and what is wrong.
  static func scripts(file: String, selectors: Int, kind: (Int) -> Component) throws(EventsFileError)
    -> RecordedScripts
  {
    func failure(_ error: CSVReadError) -> EventsFileError {
      switch error {
      case .cannotOpen(_, let code) where code == ENOENT: .missing(file: file)
      case .cannotOpen(_, let code): .unreadable(file: file, reason: POSIX.message(for: code))
      case .fieldCount(let line, let expected, let found):
        .malformed(file: file, line: line, reason: "\(found) fields where the header has \(expected)")
      case .unterminatedQuote(let line): .malformed(file: file, line: line, reason: "a quoted field is never closed")
      case .truncated(let line):
        .malformed(file: file, line: line, reason: "the file ends inside the line, without a line break: truncated")
      case .duplicateColumn(let name):
        .malformed(file: file, line: 1, reason: "the header names column '\(name)' twice; column names must be unique")
      case .recordTooLong(let line, let limit):
        .malformed(
          file: file, line: line,
          reason: "goes on past \(InputLimit.format(limit)), the longest record MotionBench reads")
      case .malformedNumber(let line, let column, let text):
        .malformed(file: file, line: line, reason: "column '\(column)': malformed number '\(text)'")
      case .tooLarge: .malformed(file: file, line: 1, reason: error.description)
      case .tooManyRows(let line, let limit):
        .malformed(
          file: file, line: line,
          reason: "more actions than MotionBench keeps of one file: those up to here take past "
            + "\(InputLimit.format(limit)) of memory (\(RecordedScripts.Rows.bytesPerAction) bytes an action)")
      case .emptyFile, .missingColumn:
        .malformed(file: file, line: 1, reason: "no header; expected \(RecordedScripts.columns.joined(separator: ","))")
      }
    }
    let reader: CSVFileReader
    do { reader = try CSVFileReader(path: file) } catch { throw failure(error) }
    var columns: [Int] = []
    for name in RecordedScripts.columns {
      guard let column = reader.columns.firstIndex(of: name) else {
        throw .malformed(
          file: file, line: 1,
          reason:
            "the header has no column '\(name)'; it must name \(list(RecordedScripts.columns, conjunction: "and"))")
      }
      columns.append(column)
    }
    // Read as a stream: each row is checked and kept as its action, never as text.
    var rows = RecordedScripts.Rows(file: file, selectors: selectors)
    var kept = KeptMemory()
    do {
      while let record = try reader.next() {
        try kept.add(RecordedScripts.Rows.bytesPerAction, line: record.line)
        try rows.add(
          line: record.line, selector: record.fields[columns[0]], time: record.fields[columns[1]],
          action: record.fields[columns[2]], kind: kind)
      }
    } catch let error as EventsFileError {
      throw error
    } catch let error as CSVReadError {
      throw failure(error)
    } catch {
      throw .malformed(file: file, line: 1, reason: "\(error)")
    }
    return rows.scripts()
  }
}
