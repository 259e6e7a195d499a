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
  public static func render(
    _ pictures: [GnuplotPicture], into directory: String, executable: String
  ) throws(GnuplotError) -> (files: [String], warnings: [String]) {
    var files: [(name: String, bytes: [UInt8])] = []
    for picture in pictures {
      for data in picture.data {
        if let existing = files.first(where: { $0.name == data.name }) {
          precondition(existing.bytes == data.bytes, "two different data files named '\(data.name)'")
        } else {
          files.append((data.name, data.bytes))
        }
      }
      files.append((picture.script.name + ".gp", Array(picture.script.text.utf8)))
    }
    let created = try createDirectories(directory)
    var staging = ""
    var staged: [String] = []
    do throws(GnuplotError) {
      staging = try makeStagingDirectory(in: directory)
      for file in files {
        try write(file.bytes, to: staging + "/" + file.name)
        staged.append(file.name)
      }
      var warnings: [String] = []
      for picture in pictures {
        staged.append(picture.script.picture)
        let stderr = try run(executable, script: picture.script.name + ".gp", in: staging)
        var status = stat()
        guard stat(staging + "/" + picture.script.picture, &status) == 0, status.st_size > 0 else {
          throw .failed(script: picture.script.name + ".gp", exitCode: 0, message: "no picture was written")
        }
        warnings += stderr.split(whereSeparator: \.isNewline).filter { $0.contains("warning:") }.map(String.init)
      }
      var written: [String] = []
      for name in staged {
        guard rename(staging + "/" + name, directory + "/" + name) == 0 else {
          throw .cannotWrite(path: directory + "/" + name, operation: "rename to", errno: errno)
        }
        written.append(name)
      }
      rmdir(staging)
      return (written, warnings)
    } catch {
      if !staging.isEmpty {
        for name in staged { unlink(staging + "/" + name) }
        rmdir(staging)
      }
      for path in created.reversed() { rmdir(path) }
      throw error
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

  private static func makeStagingDirectory(in directory: String) throws(GnuplotError) -> String {
    var template = Array("\(directory)/.plot-XXXXXX".utf8CString)
    guard let path = mkdtemp(&template) else {
      throw .cannotWrite(path: directory, operation: "create a staging folder in", errno: errno)
    }
    return String(cString: path)
  }

  private static func write(_ bytes: [UInt8], to path: String) throws(GnuplotError) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw .cannotWrite(path: path, operation: "create", errno: errno) }
    defer { close(descriptor) }
    if let failure = POSIX.writeAll(bytes, to: descriptor) {
      throw .cannotWrite(path: path, operation: "write", errno: failure)
    }
  }
}
