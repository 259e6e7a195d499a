import Glibc
import TestSupport
import Testing

@testable import BenchmarkKit

/// What an attacker who can write to the output folder, or a user who names the wrong path,
/// cannot make ``AtomicFile`` do: follow a planted link, replace a device, FIFO or folder,
/// replace a read-only file, or leave a temporary file behind.
@Suite(.tags(.integration)) struct AtomicFileSafetyTests {
  /// A symbolic link planted at every temporary name the writer tries (the old
  /// `.NAME.PID.tmp` and each name it draws) never redirects the write: the victim file keeps
  /// its bytes, the links stay links, and the output lands at its own path.
  @Test func plantedLinksAtTheTemporaryNamesCannotRedirectTheWrite() throws {
    try withTemporaryDirectory { (directory: String) throws in
      let victim = directory + "/victim.txt"
      try writeFixture("precious\n", to: victim)
      #expect(symlink(victim, directory + "/.out.csv.\(getpid()).tmp") == 0)
      var planted = 0
      let names: (String) -> String = { name in
        planted += 1
        let candidate = ".\(name).\(planted).tmp"
        // The first three names are taken by links to the victim before the writer opens them.
        if planted <= 3 { symlink(victim, directory + "/" + candidate) }
        return candidate
      }
      let file = try AtomicFile(path: directory + "/out.csv", followingLink: true, exclusive: false, names: names)
      #expect(file.temporaryPath == directory + "/.out.csv.4.tmp")
      try file.write(Array("new\n".utf8))
      try file.commit()
      #expect(try fileText(victim) == "precious\n")
      #expect(try fileText(directory + "/out.csv") == "new\n")
      var status = stat()
      for index in 1...3 {
        #expect(lstat(directory + "/.out.csv.\(index).tmp", &status) == 0 && status.st_mode & S_IFMT == S_IFLNK)
      }
    }
  }

  @Test func aFIFOAFolderAndADeviceAreNeverReplaced() throws {
    try withTemporaryDirectory { (directory: String) throws in
      let fifo = directory + "/fifo"
      #expect(mkfifo(fifo, 0o644) == 0)
      #expect(mkdir(directory + "/folder", 0o755) == 0)
      let cases: [(String, AtomicFileError)] = [
        (fifo, .notARegularFile(path: fifo, kind: "a FIFO")),
        (directory + "/folder", .notARegularFile(path: directory + "/folder", kind: "a folder")),
        // Only checked, never opened for writing: /dev/full must stay a device.
        ("/dev/full", .notARegularFile(path: "/dev/full", kind: "a device")),
      ]
      for (path, expected) in cases {
        #expect(throws: expected) { try AtomicFile.checkWritable(path) }
        #expect(throws: expected) { try AtomicFile(path: path) }
        #expect(expected.exitCode == .cannotCreate)
      }
      var status = stat()
      #expect(lstat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
      #expect(stat("/dev/full", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
      #expect(try directoryEntries(directory) == ["fifo", "folder"])
    }
  }

  /// A file without write permission is an error, not replaced (even for root, who could).
  @Test func aReadOnlyFileIsRefused() throws {
    try withTemporaryDirectory { (directory: String) throws in
      let path = directory + "/history.csv"
      try writeFixture("old\n", to: path)
      #expect(chmod(path, 0o444) == 0)
      #expect(throws: AtomicFileError.readOnly(path: path)) { try AtomicFile(path: path) }
      #expect(try fileText(path) == "old\n")
    }
  }

  /// A link the user named is written through: the file it points to gets the bytes and keeps
  /// its mode; the link stays. A path the program chose (`followingLink: false`) refuses it.
  @Test func aNamedLinkIsWrittenThroughAndAnUnnamedOneRefused() throws {
    try withTemporaryDirectory { (directory: String) throws in
      let target = directory + "/target.csv"
      try writeFixture("old\n", to: target)
      #expect(chmod(target, 0o640) == 0)
      let link = directory + "/link.csv"
      #expect(symlink(target, link) == 0)
      #expect(throws: AtomicFileError.symbolicLink(path: link)) { try AtomicFile(path: link, followingLink: false) }
      let file = try AtomicFile(path: link)
      try file.write(Array("new\n".utf8))
      try file.commit()
      #expect(try fileText(target) == "new\n")
      var status = stat()
      #expect(lstat(link, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK)
      #expect(stat(target, &status) == 0 && status.st_mode & 0o777 == 0o640)
      #expect(try directoryEntries(directory) == ["link.csv", "target.csv"])
    }
  }

  /// An exclusive output never replaces: the second writer of one name fails, the first
  /// writer's bytes stay.
  @Test func anExclusiveOutputNeverReplacesAFile() throws {
    try withTemporaryDirectory { (directory: String) throws in
      let path = directory + "/run.csv"
      let first = try AtomicFile(path: path, exclusive: true)
      let second = try AtomicFile(path: path, exclusive: true)
      try first.write(Array("first\n".utf8))
      try second.write(Array("second\n".utf8))
      try first.commit()
      #expect(throws: AtomicFileError.exists(path: path)) { try second.commit() }
      #expect(try fileText(path) == "first\n")
      #expect(try directoryEntries(directory) == ["run.csv"])
    }
  }

  /// Write errors name the path the user gave, not the temporary file, and are I/O errors (74).
  @Test func aFailedWriteNamesTheGivenPath() throws {
    let error = AtomicFileError.systemError(path: "out.csv", operation: "write", errno: ENOSPC)
    #expect(error.exitCode == .ioError)
    #expect(!error.description.contains(".tmp"))
  }
}
