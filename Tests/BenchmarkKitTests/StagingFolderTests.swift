import Glibc
import TestSupport
import Testing

@testable import BenchmarkKit

/// A ``StagingFolder`` is made at a fresh name, never at one that something was planted at, and
/// removes only what it made.
@Suite(.tags(.integration)) struct StagingFolderTests {
  /// A link to a victim folder and a real folder with a file, planted at the first two names
  /// drawn, are skipped: neither is followed, emptied or removed, before or after the staged
  /// file is moved into place.
  @Test func plantedNamesAreSkippedNeverEmptied() throws {
    try withTemporaryDirectory { (directory: String) throws in
      let victim = directory + "/victim"
      #expect(mkdir(victim, 0o755) == 0)
      try writeFixture("precious\n", to: victim + "/a")
      let site = directory + "/site"
      #expect(mkdir(site, 0o755) == 0)
      #expect(symlink(victim, site + "/.one.tmp") == 0)
      #expect(mkdir(site + "/.two.tmp", 0o755) == 0)
      try writeFixture("mine\n", to: site + "/.two.tmp/keep")
      var drawn = 0
      let names = [".one.tmp", ".two.tmp", ".three.tmp"]
      let staging = try StagingFolder(in: site, names: ["page.html"]) {
        drawn += 1
        return names[drawn - 1]
      }
      #expect(staging.path == site + "/.three.tmp")
      try staging.write(Array("new\n".utf8), as: "page.html")
      try staging.move("page.html")
      try staging.finish()
      #expect(try directoryEntries(site) == [".one.tmp", ".two.tmp", "page.html"])
      #expect(try fileText(site + "/page.html") == "new\n")
      #expect(try directoryEntries(victim) == ["a"])
      #expect(try fileText(site + "/.two.tmp/keep") == "mine\n")
    }
  }

  /// Discarded, a staging folder takes its files and the destination it created with it; a
  /// destination that existed stays, with what the user put there.
  @Test func discardRemovesOnlyWhatItMade() throws {
    try withTemporaryDirectory { (directory: String) throws in
      let created = try StagingFolder(in: directory + "/new", for: "site", names: ["a.html"])
      try created.write(Array("a\n".utf8), as: "a.html")
      #expect(try directoryEntries(directory) == ["new"])
      created.discard()
      #expect(try directoryEntries(directory) == [])

      #expect(mkdir(directory + "/old", 0o755) == 0)
      try writeFixture("mine\n", to: directory + "/old/CNAME")
      let existing = try StagingFolder(in: directory + "/old", for: "site", names: ["a.html"])
      try existing.write(Array("a\n".utf8), as: "a.html")
      existing.discard()
      #expect(try directoryEntries(directory + "/old") == ["CNAME"])
    }
  }

  /// A destination that is a link or a file is refused, and nothing is made.
  @Test func aDestinationThatIsNotAFolderIsRefused() throws {
    try withTemporaryDirectory { (directory: String) throws in
      #expect(mkdir(directory + "/real", 0o755) == 0)
      #expect(symlink(directory + "/real", directory + "/link") == 0)
      try writeFixture("x\n", to: directory + "/file")
      for name in ["link", "file"] {
        let path = directory + "/" + name
        #expect(throws: AtomicFileError.notADirectory(path: path, directory: path)) {
          try StagingFolder(in: path, for: "site", names: [])
        }
      }
      #expect(try directoryEntries(directory + "/real") == [])
    }
  }
}
