import Glibc
import TestSupport
import Testing

/// Every symbol link in a doc comment (``` ``Name`` ```, ``` ``Type/member(label:)`` ```) names a
/// declaration of the package or a standard type, so that a rename cannot leave a comment
/// pointing at nothing.
@Suite(.tags(.unit)) struct DocLinkTests {
  static let root = "/" + String(#filePath).split(separator: "/").dropLast(3).joined(separator: "/")

  /// Names the links may use that the package does not declare: the standard library's.
  static let standard: Set<String> = [
    "Double", "Float", "Float80", "Int", "Int32", "UInt64", "Bool", "String", "Array", "Dictionary", "Set",
    "Optional", "Character", "Substring", "Error", "Hashable", "Sendable", "Equatable", "Comparable", "Collection",
    "Sequence", "SIMD", "SIMD2", "SIMD4", "SIMD8", "BinaryFloatingPoint", "FloatingPoint", "Codable", "Decodable",
    "Encodable", "UnsafeMutablePointer", "UnsafePointer", "UnsafeBufferPointer", "Range", "ClosedRange", "Never",
    "Void", "Result", "Duration", "init", "subscript",
  ]

  /// The Swift files under `path`, recursively.
  static func swiftFiles(under path: String) throws -> [String] {
    var files: [String] = []
    for name in try FileList(path).names where !name.hasPrefix(".") {
      let child = path + "/" + name
      var info = stat()
      guard stat(child, &info) == 0 else { continue }
      if info.st_mode & S_IFMT == S_IFDIR {
        files += try swiftFiles(under: child)
      } else if name.hasSuffix(".swift") {
        files.append(child)
      }
    }
    return files
  }

  /// The identifier at the start of `text`, if any.
  static func identifier<S: StringProtocol>(_ text: S) -> String? {
    let name = text.drop { $0 == "`" }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    return name.isEmpty || name.first!.isNumber ? nil : String(name)
  }

  @Test("Every ``symbol`` in a doc comment names a declaration")
  func linksResolve() throws {
    let keywords = [
      "struct", "class", "enum", "protocol", "actor", "typealias", "func", "var", "let", "case",
      "associatedtype",
    ]
    var declared = Self.standard
    var links: [(file: String, line: Int, link: String)] = []
    let files = try ["Sources", "Benchmarks"].flatMap { try Self.swiftFiles(under: Self.root + "/" + $0) }
    #expect(files.count > 100)
    for file in files {
      for (number, line) in try readText(file).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let trimmed = line.drop { $0 == " " }
        if trimmed.hasPrefix("///") {
          var rest = trimmed[...]
          while let open = rest.firstRange(of: "``") {
            let after = rest[open.upperBound...]
            guard let close = after.firstRange(of: "``") else { break }
            links.append((file, number + 1, String(after[..<close.lowerBound])))
            rest = after[close.upperBound...]
          }
          continue
        }
        let words = line.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "`") }
        for (index, word) in words.enumerated() where keywords.contains(String(word)) && index + 1 < words.count {
          if let name = Self.identifier(words[index + 1]) { declared.insert(name) }
        }
        // `case a, b(x), c`: every case of the line.
        if words.contains("case") {
          for part in line.split(separator: ",").dropFirst() {
            if let name = Self.identifier(part.drop { $0 == " " }) { declared.insert(name) }
          }
        }
      }
    }
    for link in links {
      for component in link.link.split(separator: "/") {
        guard let name = Self.identifier(component) else { continue }
        let resolves = declared.contains(name)
        #expect(
          resolves, "\(link.file.dropFirst(Self.root.count + 1)):\(link.line): ``\(link.link)`` names no declaration")
      }
    }
  }
}
