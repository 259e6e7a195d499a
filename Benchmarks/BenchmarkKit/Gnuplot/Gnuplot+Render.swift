import Glibc

extension Gnuplot {
  /// Draws pictures into a folder: beside each picture `NAME.png` (or `.svg`) its script
  /// `NAME.gp` and its data files, so that `gnuplot NAME.gp` in that folder draws it again.
  ///
  /// Everything is first written to and drawn in a hidden staging folder inside `directory`;
  /// only when every picture is drawn are the files renamed into `directory` (each rename
  /// atomic), so a failure leaves no partial picture. `directory` and its missing parents are
  /// created, and removed again if drawing fails.
  ///
  /// - Parameters:
  ///   - pictures: The pictures.
  ///   - directory: The destination folder.
  ///   - executable: The gnuplot executable (``locate(searchPath:)``).
  /// - Returns: The names of the files written, in order, and gnuplot's warnings (the lines of
  ///   its standard error that say `warning:`, which name the script and line).
  /// - Throws: ``GnuplotError``.
  package static func render(
    _ pictures: [GnuplotPicture], into directory: String, executable: String
  ) throws(GnuplotError) -> (files: [String], warnings: [String]) {
    // A data file's bytes are made as it is written: one file's text at a time.
    var files: [(name: String, content: GnuplotData?, script: String?)] = []
    for picture in pictures {
      for data in picture.data {
        if let existing = files.first(where: { $0.name == data.name }) {
          precondition(
            existing.content?.hasSameBytes(as: data) == true, "two different data files named '\(data.name)'")
        } else {
          files.append((data.name, data, nil))
        }
      }
      files.append((picture.script.name + ".gp", nil, picture.script.text))
    }
    let created = try createDirectories(directory)
    let names = files.map(\.name) + pictures.map(\.script.picture)
    var staging: (path: String, slot: Int)?
    do throws(GnuplotError) {
      for name in names { try checkReplaceable(directory + "/" + name) }
      let made = try makeStagingDirectory(in: directory, names: names)
      staging = made
      let folder = made.path
      for file in files {
        try write(file.content?.bytes ?? Array((file.script ?? "").utf8), to: folder + "/" + file.name)
      }
      var warnings: [String] = []
      for picture in pictures {
        // gnuplot exits 0 with a cut or missing picture when the disk fills: a full disk is the cause.
        let full = GnuplotError.cannotWrite(
          path: directory + "/" + picture.script.picture, operation: "write", errno: ENOSPC)
        let stderr: String
        do { stderr = try run(executable, script: picture.script.name + ".gp", in: folder) } catch {
          throw isFull(folder) ? full : error
        }
        guard isComplete(folder + "/" + picture.script.picture) else {
          if isFull(folder) { throw full }
          throw .failed(
            script: picture.script.name + ".gp", exitCode: 0, message: "the picture it wrote is missing or cut short")
        }
        warnings += stderr.split(whereSeparator: \.isNewline).filter { $0.contains("warning:") }.map(String.init)
      }
      var written: [String] = []
      for name in files.map(\.name) + pictures.map(\.script.picture) {
        try checkReplaceable(directory + "/" + name)
        guard rename(folder + "/" + name, directory + "/" + name) == 0 else {
          throw .cannotWrite(path: directory + "/" + name, operation: "rename to", errno: errno)
        }
        written.append(name)
      }
      if let staging { TemporaryFileRegistry.unregister(staging.slot, removing: true) }
      return (written, warnings)
    } catch {
      // Removes the staged files and the staging folder, as a signal would.
      if let staging { TemporaryFileRegistry.unregister(staging.slot, removing: true) }
      for path in created.reversed() { rmdir(path) }
      throw error
    }
  }

  /// Whether a picture gnuplot wrote is whole: a PNG that ends with its `IEND` chunk, an SVG
  /// that ends with `</svg>` (and white space).
  ///
  /// - Parameter path: The picture, `.png` or `.svg`.
  /// - Returns: false for a missing, empty or cut picture.
  static func isComplete(_ path: String) -> Bool {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_size > 0 else { return false }
    var tail = [UInt8](repeating: 0, count: Int(min(status.st_size, 64)))
    let count = tail.withUnsafeMutableBytes {
      pread(descriptor, $0.baseAddress, $0.count, status.st_size - off_t($0.count))
    }
    guard count == tail.count else { return false }
    if path.hasSuffix(".png") {
      return tail.suffix(12) == [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]
    }
    let text = tail.reversed().drop { [0x20, 0x09, 0x0A, 0x0D].contains($0) }.reversed()
    return Array(text).suffix(6) == Array("</svg>".utf8)
  }

  /// Whether the file system of `folder` is full: no block or no inode left for a user.
  private static func isFull(_ folder: String) -> Bool {
    var status = statvfs()
    return statvfs(folder, &status) == 0 && (status.f_bavail == 0 || status.f_favail == 0)
  }

  /// Refuses to replace anything but a regular file (or a link, which a rename replaces itself).
  ///
  /// - Parameter path: A picture's file in the destination folder.
  /// - Throws: ``GnuplotError/cannotWrite(path:operation:errno:)``.
  private static func checkReplaceable(_ path: String) throws(GnuplotError) {
    var status = stat()
    guard lstat(path, &status) == 0 else { return }
    let kind = status.st_mode & S_IFMT
    guard kind == S_IFREG || kind == S_IFLNK else {
      throw .cannotWrite(path: path, operation: "replace \(AtomicFile.kindName(kind)) at", errno: EEXIST)
    }
  }

  /// Creates `directory` and its missing parents.
  ///
  /// - Returns: The folders created, outermost first.
  private static func createDirectories(_ directory: String) throws(GnuplotError) -> [String] {
    var missing: [String] = []
    var path = directory
    var status = stat()
    while !path.isEmpty, path != "/", stat(path, &status) != 0 {
      missing.append(path)
      guard let slash = path.lastIndex(of: "/") else { break }
      path = String(path[..<slash])
    }
    if !path.isEmpty, stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFDIR {
      throw .cannotWrite(path: directory, operation: "create folder", errno: ENOTDIR)
    }
    var created: [String] = []
    for folder in missing.reversed() {
      guard mkdir(folder, 0o755) == 0 || errno == EEXIST else {
        let code = errno
        for path in created.reversed() { rmdir(path) }
        throw .cannotWrite(path: folder, operation: "create folder", errno: code)
      }
      created.append(folder)
    }
    return created
  }

  /// Makes a new staging folder `.plot-<random>` in `directory`, registered (with the names
  /// of the files it will hold) so that a signal removes it.
  ///
  /// - Parameters:
  ///   - directory: The destination folder.
  ///   - names: Every file that may be made in the staging folder.
  /// - Returns: The folder's path and registry slot.
  private static func makeStagingDirectory(
    in directory: String, names: [String]
  ) throws(GnuplotError) -> (path: String, slot: Int) {
    for _ in 0..<100 {
      let path = directory + "/.plot-" + String(UInt64.random(in: 1 << 40..<1 << 44), radix: 36)
      guard let slot = TemporaryFileRegistry.register(folder: path, names: names) else {
        throw .cannotWrite(path: directory, operation: "create a staging folder in", errno: EMFILE)
      }
      if mkdir(path, 0o700) == 0 { return (path, slot) }
      let code = errno
      TemporaryFileRegistry.unregister(slot, removing: false)
      guard code == EEXIST else {
        throw .cannotWrite(path: directory, operation: "create a staging folder in", errno: code)
      }
    }
    throw .cannotWrite(path: directory, operation: "create a staging folder in", errno: EEXIST)
  }

  private static func write(_ bytes: [UInt8], to path: String) throws(GnuplotError) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw .cannotWrite(path: path, operation: "create", errno: errno) }
    defer { close(descriptor) }
    if let failure = POSIX.writeAll(bytes, to: descriptor) {
      throw .cannotWrite(path: path, operation: "write", errno: failure)
    }
  }
}
