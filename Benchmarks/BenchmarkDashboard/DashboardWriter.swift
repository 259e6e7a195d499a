import BenchmarkKit
import Glibc

/// Writes a site's pages into its folder, replacing or removing only the pages a dashboard
/// wrote: every page is first written into a ``StagingFolder`` inside `--out`, then renamed
/// into place, each rename atomic. The folder's ``marker`` lists the pages the dashboard wrote
/// there; a rebuild removes a listed page it no longer writes, and leaves every other file
/// (a `CNAME`, an `assets/` folder) as it was. An existing folder without the marker is
/// refused unless it is empty.
package struct DashboardWriter {
  /// The file that marks a folder as a dashboard and lists its pages: the line
  /// ``markerTitle``, then a page name a line.
  static let marker = ".motion-bench-dashboard"
  /// The marker's first line.
  static let markerTitle = "motion-bench dashboard"
  /// The test hook `MOTIONBENCH_TEST_DASHBOARD_PAUSE_MS=N`: once every page is staged, the
  /// writer waits N milliseconds (at most 60 s) before the first rename, so that a test can
  /// signal it while it stages.
  static let pauseVariable = "MOTIONBENCH_TEST_DASHBOARD_PAUSE_MS"

  /// The site's folder, without trailing slashes.
  let out: String

  /// Checks, before any work, that `out` can be written.
  ///
  /// - Parameter out: The folder.
  /// - Throws: ``DashboardError`` `.cannotCreate` when its parent is missing or not writable,
  ///   `out` is not a writable folder (a file, a link), or a folder a dashboard did not write.
  package init(out: String) throws(DashboardError) {
    var path = out
    while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
    self.out = path
    let name = path.split(separator: "/").last ?? ""
    guard !name.isEmpty, name != ".", name != ".." else { throw refuse("it must name a folder") }
    var status = stat()
    guard lstat(path, &status) == 0 else {
      do {
        try AtomicFile.checkWritable(path, followingLink: false)
      } catch {
        throw refuse("\(error)")
      }
      return
    }
    guard status.st_mode & S_IFMT == S_IFDIR else { throw refuse("it exists and is not a folder") }
    guard access(path, W_OK | X_OK) == 0 else { throw refuse("the folder is not writable") }
    _ = try previousPages()
  }

  /// The error that refuses `--out`.
  private func refuse(_ reason: String) -> DashboardError {
    DashboardError(cause: .cannotCreate, message: "cannot create the site --out '\(out)': \(reason)")
  }

  /// The pages an earlier dashboard listed in `out`'s marker (an older dashboard's marker
  /// lists none); nothing when `out` is missing or empty.
  ///
  /// - Returns: The listed names that are page names (``DashboardSite/isPage(_:)``).
  /// - Throws: ``DashboardError`` `.cannotCreate` for a folder with other files and no marker,
  ///   or a marker that is not a regular file or cannot be read.
  private func previousPages() throws(DashboardError) -> [String] {
    let path = out + "/" + Self.marker
    var status = stat()
    guard lstat(path, &status) == 0 else {
      guard errno == ENOENT, Self.isEmptyOrMissing(out) else {
        throw refuse("it is a folder that a dashboard did not write (no \(Self.marker)); remove it or choose another")
      }
      return []
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw refuse("its \(Self.marker) is \(AtomicFile.kindName(status.st_mode & S_IFMT)), not a dashboard's list")
    }
    guard status.st_size <= InputLimit.maximumRecordBytes else {
      throw refuse("its \(Self.marker) is larger than \(InputLimit.format(InputLimit.maximumRecordBytes))")
    }
    let text: String
    do {
      text = try TextFile.read(path)
    } catch {
      throw refuse("its \(Self.marker): \(error)")
    }
    return text.split(separator: "\n").dropFirst().map(String.init).filter(DashboardSite.isPage)
  }

  /// Every file that writing `files` may replace or remove: the pages, and the pages an earlier
  /// dashboard listed that the new site no longer has.
  ///
  /// - Parameter files: The site's pages.
  /// - Returns: Their paths in `out`.
  /// - Throws: ``DashboardError`` `.cannotCreate` as ``write(_:)`` would for `out`'s marker.
  package func replacedPaths(by files: [DashboardSite.File]) throws(DashboardError) -> [String] {
    let names = files.map(\.name)
    return (names + (try previousPages()).filter { !names.contains($0) }).map { out + "/" + $0 }
  }

  /// Writes the pages into `out`, creating it when missing.
  ///
  /// - Parameter files: The site's pages.
  /// - Throws: ``DashboardError``: `.cannotCreate` when the staging folder or a page cannot
  ///   be created, or something other than a file or link has a page's name; `.writeFailed`
  ///   when a write, sync or rename fails (a full disk). Before the first rename `out` is as
  ///   it was; after it, the pages renamed so far are new.
  /// - Returns: The bytes of the pages written.
  @discardableResult
  package func write(_ files: [DashboardSite.File]) throws(DashboardError) -> Int {
    let previous = try previousPages()
    let names = files.map(\.name)
    let staging: StagingFolder
    var written = 0
    do {
      for name in names { try AtomicFile.checkReplaceable(out + "/" + name, as: out + "/" + name) }
      staging = try StagingFolder(in: out, for: "dashboard", names: names + [Self.marker])
    } catch {
      throw fail(error)
    }
    do {
      // Page by page, and each page piece by piece (chart by chart): a site is never whole in memory.
      for file in files {
        written += try staging.write(pieces: file.pieces.map { piece in { Array(piece().utf8) } }, as: file.name)
      }
      // Listed first with the pages it may replace, so that an interrupted rebuild leaves no
      // page unlisted.
      let listed = names + previous.filter { !names.contains($0) }
      try staging.write(Self.list(listed), as: Self.marker)
      Self.pauseForTests()
      try staging.move(Self.marker)
      // The index last: it links the machine pages.
      for name in names where name != "index.html" { try staging.move(name) }
      if names.contains("index.html") { try staging.move("index.html") }
      var kept: [String] = []
      for name in previous where !names.contains(name) && !Self.removeFile(out + "/" + name) { kept.append(name) }
      if listed != names + kept {
        try staging.write(Self.list(names + kept), as: Self.marker)
        try staging.move(Self.marker)
      }
      try staging.finish()
    } catch {
      staging.discard()
      throw fail(error)
    }
    return written
  }

  /// The marker's text for a list of pages.
  private static func list(_ names: [String]) -> [UInt8] {
    Array(([markerTitle] + names).map { $0 + "\n" }.joined().utf8)
  }

  /// The error of a failed step: 74 for a failed write, 73 for anything else.
  private func fail(_ error: AtomicFileError) -> DashboardError {
    DashboardError(
      cause: error.exitCode == .ioError ? .writeFailed : .cannotCreate,
      message: "cannot create the site '\(out)': \(error)")
  }

  /// Removes a page an earlier dashboard wrote, if it is still a regular file.
  ///
  /// - Returns: Whether nothing of that name is left.
  private static func removeFile(_ path: String) -> Bool {
    var status = stat()
    guard lstat(path, &status) == 0 else { return true }
    return status.st_mode & S_IFMT == S_IFREG && unlink(path) == 0
  }

  /// Whether a folder is missing or has no entries but `.` and `..`.
  private static func isEmptyOrMissing(_ folder: String) -> Bool {
    guard let directory = opendir(folder) else { return errno == ENOENT }
    defer { closedir(directory) }
    while let entry = readdir(directory) {
      let name = withUnsafePointer(to: &entry.pointee.d_name) {
        String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
      }
      if name != "." && name != ".." { return false }
    }
    return true
  }

  /// Waits as ``pauseVariable`` asks; does nothing when it is unset.
  private static func pauseForTests() {
    guard let milliseconds = getenv(pauseVariable).flatMap({ Int(String(cString: $0)) }) else { return }
    for _ in 0..<min(max(milliseconds, 0), 60_000) / 10 { usleep(10_000) }
  }
}
