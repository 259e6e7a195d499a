import BenchmarkKit
import Glibc

/// Writes a site so that its folder is never seen half-built: every page goes through an
/// ``AtomicFile`` into a staging folder beside `--out`, which is then renamed into place. An
/// earlier dashboard there (it carries ``marker``) is moved aside first and removed after;
/// any other existing folder is refused unless it is empty.
struct DashboardWriter {
  /// The file that marks a folder as a dashboard this command built.
  static let marker = ".motion-bench-dashboard"

  /// The site's folder, without trailing slashes.
  let out: String
  private let parent: String
  private let name: String

  /// Checks, before any work, that `out` can be written.
  ///
  /// - Parameter out: The folder.
  /// - Throws: ``DashboardError`` `.cannotCreate` when its parent is missing or not writable,
  ///   or `out` is a file or a folder of something else.
  init(out: String) throws(DashboardError) {
    var path = out
    while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
    self.out = path
    parent = AtomicFile.directory(of: path)
    name = String(path.split(separator: "/").last ?? "")
    func refuse(_ reason: String) -> DashboardError {
      DashboardError(cause: .cannotCreate, message: "cannot create the site --out '\(out)': \(reason)")
    }
    guard !name.isEmpty, name != ".", name != ".." else { throw refuse("it must name a folder") }
    do {
      try AtomicFile.checkWritable(parent + "/" + Self.marker)
    } catch {
      throw refuse("\(error)")
    }
    var status = stat()
    guard lstat(path, &status) == 0 else { return }
    guard status.st_mode & S_IFMT == S_IFDIR else { throw refuse("it exists and is not a folder") }
    let entries = Self.entries(path)
    guard entries.isEmpty || entries.contains(Self.marker) else {
      throw refuse("it is a folder that a dashboard did not write (no \(Self.marker)); remove it or choose another")
    }
  }

  /// Writes the files into a staging folder and renames it to `out`.
  ///
  /// - Throws: ``DashboardError`` `.cannotCreate` naming the failing step; `out` is then as it was.
  func write(_ files: [DashboardSite.File]) throws(DashboardError) {
    let pid = getpid()
    let staging = "\(parent)/.\(name).staging-\(pid)"
    let aside = "\(parent)/.\(name).old-\(pid)"
    func fail(_ reason: String) -> DashboardError {
      Self.remove(staging)
      return DashboardError(cause: .cannotCreate, message: "cannot create the site '\(out)': \(reason)")
    }
    guard mkdir(staging, 0o755) == 0 else { throw fail("mkdir '\(staging)': \(String(cString: strerror(errno)))") }
    do {
      for file in files + [DashboardSite.File(name: Self.marker, text: "motion-bench dashboard\n")] {
        let output = try AtomicFile(path: staging + "/" + file.name)
        try output.write(Array(file.text.utf8))
        try output.commit()
      }
    } catch {
      throw fail("\(error)")
    }
    var status = stat()
    let replacing = lstat(out, &status) == 0
    if replacing {
      guard rename(out, aside) == 0 else { throw fail("move the old site aside: \(String(cString: strerror(errno)))") }
    }
    guard rename(staging, out) == 0 else {
      let reason = String(cString: strerror(errno))
      if replacing { rename(aside, out) }
      throw fail("rename '\(staging)' to it: \(reason)")
    }
    if replacing { Self.remove(aside) }
  }

  /// The names in a folder, without `.` and `..`.
  private static func entries(_ folder: String) -> [String] {
    guard let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafePointer(to: &entry.pointee.d_name) {
        String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
  }

  /// Removes a folder the writer made and the files in it (the site is flat).
  private static func remove(_ folder: String) {
    for name in entries(folder) { unlink(folder + "/" + name) }
    rmdir(folder)
  }
}
